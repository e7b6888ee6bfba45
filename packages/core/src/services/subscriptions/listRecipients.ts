import { UNSUBSCRIBE_URL } from '@studio/mail';
import { subscriptionUnsubscribePath } from '@studio/schemas';
import type { RecipientSelection } from '../mail/queueMail';
import { onList, type MailingList } from './mailingLists';

/**
 * Every confirmed subscriber of a list, as queueMailToSelection takes recipients: the address, and its own
 * unsubscribe link as the personal value that gives the message its list headers and visible link. A post
 * goes to the news list; an app's launch to its launch list.
 */
export function listRecipients(list: MailingList, siteOrigin: string): RecipientSelection {
  const { where, params } = onList(list);
  return {
    sql: `select s.email as to_address,
                 jsonb_build_object(?::text, ?::text || s.unsubscribe_token) as personal_values
            from subscribers s
           where s.state = 'confirmed' and ${where}`,
    params: [UNSUBSCRIBE_URL, `${siteOrigin}${subscriptionUnsubscribePath('')}`, ...params],
  };
}
