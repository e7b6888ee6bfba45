import { absoluteUrl, appPath } from '@studio/schemas';
import { DEFAULT_MAIL_LANGUAGE, mailPath, type MailLanguage } from '../language/mailLanguage';
import { mailTexts } from '../language/mailTexts';
import { ListMailLayout } from '../layout/ListMailLayout';
import { MailButton } from '../layout/MailButton';
import { MailLink } from '../layout/MailLink';
import { MailHeading, MailParagraph } from '../layout/MailText';
import type { MailContent } from '../mailContent';
import { renderMail } from '../renderMail';

/** What a launch e-mail says of its app, in the e-mail's language. */
export interface LaunchedApp {
  name: string;
  slug: string;
  /** The icon's address on the site (or a web address): shown absolute. */
  icon: string;
  shortDescription: string;
  /** The line the admin wrote for the launch, if any. */
  launchMessage: string | null;
  appStoreLink: string | null;
  playStoreLink: string | null;
}

/**
 * The e-mail a coming-soon app's launch list gets when it comes out: its icon and name, the admin's line,
 * and where to get it (the stores, else its page). One rendering for the whole list: the unsubscribe link is
 * each recipient's personal value.
 */
export function appLaunchMail(
  origin: string,
  app: LaunchedApp,
  listName: string,
  language: MailLanguage = DEFAULT_MAIL_LANGUAGE,
): Promise<MailContent> {
  const texts = mailTexts(language.locale);
  const appName = { appName: app.name };
  const page = `${origin}${mailPath(language, appPath(app.slug))}`;
  const icon = absoluteUrl(origin, app.icon);
  const stores = [
    { label: texts('launchAppStore'), href: absoluteUrl(origin, app.appStoreLink) },
    { label: texts('launchPlayStore'), href: absoluteUrl(origin, app.playStoreLink) },
  ].filter((store): store is { label: string; href: string } => store.href !== null);
  return renderMail(
    texts('launchSubject', appName),
    <ListMailLayout
      origin={origin}
      listName={listName}
      locale={language.locale}
      preview={texts('launchPreview', appName)}
    >
      {icon && (
        <p style={{ margin: '0 0 16px' }}>
          <img
            src={icon}
            width={96}
            height={96}
            alt={texts('launchIconAlt', appName)}
            style={{ display: 'block', border: 0, borderRadius: 20 }}
          />
        </p>
      )}
      <MailHeading>{texts('launchSubject', appName)}</MailHeading>
      <MailParagraph>{app.launchMessage ?? app.shortDescription}</MailParagraph>
      {stores.map((store) => (
        <MailButton key={store.label} href={store.href}>
          {store.label}
        </MailButton>
      ))}
      {stores.length === 0 ? (
        <MailButton href={page}>{texts('launchSeeApp', appName)}</MailButton>
      ) : (
        <MailParagraph>
          <MailLink href={page}>{texts('launchMoreAbout', appName)}</MailLink>
        </MailParagraph>
      )}
    </ListMailLayout>,
  );
}
