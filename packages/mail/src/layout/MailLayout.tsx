import { PUBLIC_PATHS, STUDIO_NAME } from '@studio/schemas';
import type { ReactNode } from 'react';
import { MAIL_LOOK } from './mailLook';

interface MailLayoutProps {
  /** The site's origin: every link and image in a message is absolute, from it. */
  origin: string;
  /** The line mail clients show after the subject in the inbox. */
  preview: string;
  children: ReactNode;
  /** Small print under the card, above the studio's name (why the reader gets this, how to stop it). */
  footer?: ReactNode;
  /** The message's language (BCP 47). */
  lang?: string;
}

const cell = { padding: 0 } as const;

/**
 * Every message's frame, in the site's look: the studio's mark and name on the header's navy, a white card
 * for the message, the studio's name and address below. Tables and inline styles, which every client reads.
 */
export function MailLayout({ origin, preview, children, footer, lang = 'en' }: MailLayoutProps) {
  const host = new URL(origin).host;
  return (
    <html lang={lang} dir="ltr">
      <head>
        <meta httpEquiv="Content-Type" content="text/html; charset=UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </head>
      <body
        style={{
          margin: 0,
          backgroundColor: MAIL_LOOK.page,
          color: MAIL_LOOK.text,
          fontFamily: MAIL_LOOK.font,
        }}
      >
        <div data-skip-in-text="true" style={{ display: 'none', maxHeight: 0, overflow: 'hidden' }}>
          {preview}
        </div>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} border={0}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 12px' }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  border={0}
                  style={{ maxWidth: 600 }}
                >
                  <tbody>
                    <tr>
                      <td
                        style={{
                          backgroundColor: MAIL_LOOK.banner,
                          padding: '18px 24px',
                          borderRadius: '16px 16px 0 0',
                        }}
                      >
                        <a
                          href={origin}
                          style={{
                            color: MAIL_LOOK.bannerText,
                            textDecoration: 'none',
                            fontFamily: MAIL_LOOK.headingFont,
                            fontSize: 20,
                            fontWeight: 800,
                          }}
                        >
                          <img
                            src={`${origin}${PUBLIC_PATHS.mailLogo}`}
                            width={32}
                            height={32}
                            alt=""
                            style={{ verticalAlign: 'middle', marginRight: 10, border: 0 }}
                          />
                          <span style={{ verticalAlign: 'middle' }}>{STUDIO_NAME}</span>
                        </a>
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          backgroundColor: MAIL_LOOK.card,
                          padding: '32px 24px',
                          borderRadius: '0 0 16px 16px',
                          fontSize: 16,
                          lineHeight: '1.6',
                        }}
                      >
                        {children}
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          ...cell,
                          paddingTop: 16,
                          color: MAIL_LOOK.dimmed,
                          fontSize: 13,
                          lineHeight: '1.5',
                          textAlign: 'center',
                        }}
                      >
                        {footer}
                        <p style={{ margin: 0 }}>
                          {`${STUDIO_NAME} · `}
                          <a href={origin} style={{ color: MAIL_LOOK.dimmed }}>
                            {host}
                          </a>
                        </p>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}
