import type { MailContent } from '../mailContent';

/** A recipient's own values (say, their unsubscribe link), by name, as their outbox row keeps them. */
export type PersonalValues = Record<string, string>;

const TOKEN = /\{\{personal\.([A-Za-z][A-Za-z0-9]*)\}\}/g;

/**
 * Where a template shows one of the recipient's values: a token that passes through React's escaping and the
 * plain-text conversion unchanged, replaced by personalize when the message is sent.
 */
export function personalValue(name: string): string {
  return `{{personal.${name}}}`;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

function fill(template: string, values: PersonalValues, escape: (value: string) => string) {
  return template.replace(TOKEN, (_, name: string) => escape(values[name] ?? ''));
}

/** The message as one recipient gets it: their values in place of the tokens (escaped in the HTML). */
export function personalize(content: MailContent, values: PersonalValues): MailContent {
  const asIs = (value: string) => value;
  return {
    subject: fill(content.subject, values, asIs),
    html: fill(content.html, values, escapeHtml),
    text: fill(content.text, values, asIs),
  };
}
