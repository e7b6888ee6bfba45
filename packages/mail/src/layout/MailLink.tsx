import { MAIL_LOOK } from './mailLook';

/** A text link in the site's link colour. */
export function MailLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} style={{ color: MAIL_LOOK.link, fontWeight: 700 }}>
      {children}
    </a>
  );
}
