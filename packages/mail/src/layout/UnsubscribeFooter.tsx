import { mailTexts } from '../language/mailTexts';
import { personalValue } from '../personal/personalValues';
import { UNSUBSCRIBE_URL } from '../personal/listHeaders';
import { MAIL_LOOK } from './mailLook';

/**
 * The visible unsubscribe link every e-mail to a list carries (MailLayout's footer), beside the headers mail
 * clients read: the recipient's own link, a personal value filled in when the message is sent.
 */
export function UnsubscribeFooter({
  listName,
  locale = 'en',
}: {
  listName: string;
  locale?: string;
}) {
  const texts = mailTexts(locale);
  return (
    <p style={{ margin: '0 0 8px' }}>
      {`${texts('unsubscribeWhy', { listName })} `}
      <a href={personalValue(UNSUBSCRIBE_URL)} style={{ color: MAIL_LOOK.dimmed }}>
        {texts('unsubscribeLink')}
      </a>
    </p>
  );
}
