import { appReleasesPath } from '@studio/schemas';
import { DEFAULT_MAIL_LANGUAGE, mailPath, type MailLanguage } from '../language/mailLanguage';
import { mailTexts } from '../language/mailTexts';
import { ListMailLayout } from '../layout/ListMailLayout';
import { MailButton } from '../layout/MailButton';
import { MailHeading, MailParagraph } from '../layout/MailText';
import type { MailContent } from '../mailContent';
import { renderMail } from '../renderMail';

/** What a release's e-mail shows of it, in the e-mail's language. */
export interface MailedRelease {
  appName: string;
  appSlug: string;
  version: string;
  /** Plain text, paragraphs separated by blank lines (as the release notes are written). */
  notes: string;
}

/** A release, to its app's launch list: the version and its notes, and a button to every release. */
export function releaseMail(
  origin: string,
  release: MailedRelease,
  listName: string,
  language: MailLanguage = DEFAULT_MAIL_LANGUAGE,
): Promise<MailContent> {
  const texts = mailTexts(language.locale);
  const names = { appName: release.appName, version: release.version };
  const paragraphs = release.notes.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  return renderMail(
    texts('releaseSubject', names),
    <ListMailLayout
      origin={origin}
      listName={listName}
      locale={language.locale}
      preview={texts('releasePreview', names)}
    >
      <MailHeading>{texts('releaseSubject', names)}</MailHeading>
      {paragraphs.map((paragraph, index) => (
        <MailParagraph key={index}>{paragraph.trim()}</MailParagraph>
      ))}
      <MailButton href={`${origin}${mailPath(language, appReleasesPath(release.appSlug))}`}>
        {texts('releaseAll', { appName: release.appName })}
      </MailButton>
    </ListMailLayout>,
  );
}
