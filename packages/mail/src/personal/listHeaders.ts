import type { PersonalValues } from './personalValues';

/** The personal value that makes a message one of a mailing list's: the recipient's one-click unsubscribe link. */
export const UNSUBSCRIBE_URL = 'unsubscribeUrl';

/**
 * The headers a mailing list's message carries (RFC 2369, RFC 8058 one-click), so that mail clients offer
 * "Unsubscribe" beside it; none for a message to one person (a test, a confirmation).
 */
export function listHeaders(values: PersonalValues): Record<string, string> {
  const url = values[UNSUBSCRIBE_URL];
  if (!url) return {};
  return {
    'List-Unsubscribe': `<${url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
