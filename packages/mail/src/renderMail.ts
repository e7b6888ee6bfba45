import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import type { MailContent } from './mailContent';

/** A message's HTML and its plain-text twin (links written out), from one React element. */
export async function renderMail(subject: string, message: ReactElement): Promise<MailContent> {
  const [html, text] = await Promise.all([render(message), render(message, { plainText: true })]);
  return { subject, html, text };
}
