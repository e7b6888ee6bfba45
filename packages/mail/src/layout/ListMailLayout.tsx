import type { ReactNode } from 'react';
import { MailLayout } from './MailLayout';
import { UnsubscribeFooter } from './UnsubscribeFooter';

/**
 * The frame of an e-mail to a mailing list: the site's frame with the list's visible unsubscribe link (the
 * recipient's own, a personal value that also gives the message its List-Unsubscribe headers).
 */
export function ListMailLayout({
  origin,
  preview,
  listName,
  locale = 'en',
  children,
}: {
  origin: string;
  preview: string;
  listName: string;
  /** The message's language. */
  locale?: string;
  children: ReactNode;
}) {
  return (
    <MailLayout
      origin={origin}
      preview={preview}
      lang={locale}
      footer={<UnsubscribeFooter listName={listName} locale={locale} />}
    >
      {children}
    </MailLayout>
  );
}
