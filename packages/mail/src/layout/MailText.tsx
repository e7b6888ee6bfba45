import type { ReactNode } from 'react';
import { MAIL_LOOK } from './mailLook';

/** A message's title, in the site's heading font. */
export function MailHeading({ children }: { children: ReactNode }) {
  return (
    <h1
      style={{
        margin: '0 0 16px',
        fontFamily: MAIL_LOOK.headingFont,
        fontSize: 26,
        lineHeight: '1.25',
        fontWeight: 800,
        color: MAIL_LOOK.text,
      }}
    >
      {children}
    </h1>
  );
}

export function MailParagraph({ children }: { children: ReactNode }) {
  return <p style={{ margin: '0 0 16px' }}>{children}</p>;
}
