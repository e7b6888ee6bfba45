import { useState, type FormEvent } from 'react';
import { ClassButton } from '../components/ClassButton';
import { useInBrowser } from '../hooks/useInBrowser';
import { useMessages } from '../messages/MessagesContext';
import classes from './SubscribeForm.module.css';
import { useSubscribe, type SubscribeOptions } from './useSubscribe';

interface SubscribeFormProps extends SubscribeOptions {
  /** The form's accessible name. */
  label: string;
  /** The submit button's text. */
  submitLabel: string;
  /** Mantine's small field and button unless said; md also lets the button go below the field on a phone. */
  size?: 'md';
  /** A class of the caller's on the form (its place in the caller's layout). */
  className?: string;
}

/**
 * The sign-up form of the footer's news and of an app's "Notify me at launch": an address field, its button
 * and the honeypot, sent through `useSubscribe` (which list the address joins comes from the options).
 */
export function SubscribeForm({
  label,
  submitLabel,
  size,
  className,
  ...subscription
}: SubscribeFormProps) {
  const { t } = useMessages();
  const [email, setEmail] = useState('');
  // Filled by bots only: people never see the field (see .honeypot). Only the browser draws it: the form
  // sends nothing without JavaScript, so in the server's HTML (every page's footer) it would be bytes only.
  const [website, setWebsite] = useState('');
  const inBrowser = useInBrowser();
  const { subscribe, isPending } = useSubscribe(() => setEmail(''), subscription);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isPending) subscribe(email, website);
  };

  const formClasses = [classes.form, size && classes[size], className];
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={label}
      className={formClasses.filter(Boolean).join(' ')}
    >
      {/* A plain field: Mantine's inputs would add their whole family to every page's first load. */}
      <input
        type="email"
        aria-label={t('subscribe.emailLabel')}
        placeholder="you@example.com"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        className={classes.email}
      />
      <ClassButton
        component="button"
        type="submit"
        look="gradient"
        size={size}
        // Only while busy: unsaid it means false, and every page's footer carries this form.
        aria-busy={isPending || undefined}
      >
        {submitLabel}
      </ClassButton>
      {inBrowser && (
        // aria-hidden on the wrapper: a label that holds its field may not carry it (HTML's rule).
        <div className={classes.honeypot} aria-hidden="true">
          <label>
            Website
            <input
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={website}
              onChange={(event) => setWebsite(event.currentTarget.value)}
            />
          </label>
        </div>
      )}
    </form>
  );
}
