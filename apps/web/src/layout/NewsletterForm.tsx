import { useMessages } from '../messages/MessagesContext';
import { SubscribeForm } from '../subscribe/SubscribeForm';

/** The footer sign-up to the studio's news: checked on the client (spec), then a confirmation e-mail is sent. */
export function NewsletterForm() {
  const { t } = useMessages();
  return (
    <SubscribeForm label={t('newsletter.formLabel')} submitLabel={t('newsletter.subscribe')} />
  );
}
