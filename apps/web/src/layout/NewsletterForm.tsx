import { checkNewsletterEmail, newsletterNotices } from '@studio/schemas';
import { useState, type FormEvent } from 'react';
import { ClassButton } from '../components/ClassButton';
import { notifyFailure, notifySuccess } from '../notifications/notify';
import classes from './NewsletterForm.module.css';

/** The footer sign-up: checked on the client only, no request is made (spec). */
export function NewsletterForm() {
  const [email, setEmail] = useState('');

  const subscribe = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = checkNewsletterEmail(email);
    const { title, message } = newsletterNotices[outcome];
    if (outcome === 'subscribed') {
      notifySuccess(title, message);
      setEmail('');
    } else {
      notifyFailure(title, message);
    }
  };

  return (
    <form onSubmit={subscribe} noValidate aria-label="Newsletter sign-up">
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
        <ClassButton component="button" type="submit" look="gradient">
          Subscribe
        </ClassButton>
      </div>
    </form>
  );
}
