import { appReleasesPath } from '@studio/schemas';
import { ListMailLayout } from '../layout/ListMailLayout';
import { MailButton } from '../layout/MailButton';
import { MailHeading, MailParagraph } from '../layout/MailText';
import type { MailContent } from '../mailContent';
import { renderMail } from '../renderMail';

/** What a release's e-mail shows of it. */
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
): Promise<MailContent> {
  const title = `${release.appName} ${release.version}`;
  const paragraphs = release.notes.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  return renderMail(
    `What's new in ${title}`,
    <ListMailLayout origin={origin} listName={listName} preview={`What's new in ${title}.`}>
      <MailHeading>{`What's new in ${title}`}</MailHeading>
      {paragraphs.map((paragraph, index) => (
        <MailParagraph key={index}>{paragraph.trim()}</MailParagraph>
      ))}
      <MailButton href={`${origin}${appReleasesPath(release.appSlug)}`}>
        {`All releases of ${release.appName}`}
      </MailButton>
    </ListMailLayout>,
  );
}
