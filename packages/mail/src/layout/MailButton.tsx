import { MAIL_LOOK } from './mailLook';

/** A link drawn as the site's filled button; its text is what a plain-text reader sees before the address. */
export function MailButton({ href, children }: { href: string; children: string }) {
  return (
    <p style={{ margin: '24px 0' }}>
      <a
        href={href}
        style={{
          display: 'inline-block',
          backgroundColor: MAIL_LOOK.button,
          color: MAIL_LOOK.buttonText,
          padding: '12px 24px',
          borderRadius: 999,
          fontWeight: 700,
          textDecoration: 'none',
        }}
      >
        {children}
      </a>
    </p>
  );
}
