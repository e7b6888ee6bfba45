import { useState, type FormEvent } from 'react';
import { ClassButton } from '../components/ClassButton';
import classes from './NewsletterForm.module.css';
import { useSubscribe } from './useSubscribe';

/** The footer sign-up to the studio's news: checked on the client (spec), then a confirmation e-mail is sent. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  // Filled by bots only: people never see the field (see .honeypot).
  const [website, setWebsite] = useState('');
  const { subscribe, isPending } = useSubscribe(() => setEmail(''));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isPending) subscribe(email, website);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Newsletter sign-up">
      <div className={classes.row}>
        {/* A plain field: Mantine's inputs would add their whole family to every page's first load. */}
        <input
          type="email"
          aria-label="Email address"
          placeholder="you@example.com"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          className={classes.email}
        />
        <ClassButton component="button" type="submit" look="gradient" aria-busy={isPending}>
          Subscribe
        </ClassButton>
      </div>
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
    </form>
  );
}
