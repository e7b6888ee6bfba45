import { absoluteUrl, appPath } from '@studio/schemas';
import { ListMailLayout } from '../layout/ListMailLayout';
import { MailButton } from '../layout/MailButton';
import { MailLink } from '../layout/MailLink';
import { MailHeading, MailParagraph } from '../layout/MailText';
import type { MailContent } from '../mailContent';
import { renderMail } from '../renderMail';

/** What a launch e-mail says of its app. */
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
): Promise<MailContent> {
  const page = `${origin}${appPath(app.slug)}`;
  const icon = absoluteUrl(origin, app.icon);
  const stores = [
    { label: 'Download on the App Store', href: absoluteUrl(origin, app.appStoreLink) },
    { label: 'Get it on Google Play', href: absoluteUrl(origin, app.playStoreLink) },
  ].filter((store): store is { label: string; href: string } => store.href !== null);
  return renderMail(
    `${app.name} is out now`,
    <ListMailLayout origin={origin} listName={listName} preview={`${app.name} is out now.`}>
      {icon && (
        <p style={{ margin: '0 0 16px' }}>
          <img
            src={icon}
            width={96}
            height={96}
            alt={`${app.name} icon`}
            style={{ display: 'block', border: 0, borderRadius: 20 }}
          />
        </p>
      )}
      <MailHeading>{`${app.name} is out now`}</MailHeading>
      <MailParagraph>{app.launchMessage ?? app.shortDescription}</MailParagraph>
      {stores.map((store) => (
        <MailButton key={store.label} href={store.href}>
          {store.label}
        </MailButton>
      ))}
      {stores.length === 0 ? (
        <MailButton href={page}>{`See ${app.name}`}</MailButton>
      ) : (
        <MailParagraph>
          <MailLink href={page}>{`More about ${app.name}`}</MailLink>
        </MailParagraph>
      )}
    </ListMailLayout>,
  );
}
