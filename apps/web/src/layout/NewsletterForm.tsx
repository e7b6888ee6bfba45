import { SubscribeForm } from '../subscribe/SubscribeForm';

/** The footer sign-up to the studio's news: checked on the client (spec), then a confirmation e-mail is sent. */
export function NewsletterForm() {
  return <SubscribeForm label="Newsletter sign-up" submitLabel="Subscribe" />;
}
