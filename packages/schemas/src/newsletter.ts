/** The footer's newsletter form checks the address loosely and makes no call. */
const NEWSLETTER_EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

export const newsletterNotices = {
  required: { title: 'Email required', message: 'Please enter your email address.' },
  invalid: { title: 'Invalid email', message: 'Please enter a valid email address.' },
  subscribed: {
    title: 'Thanks for subscribing!',
    message: "You'll receive updates on new releases and exclusive offers.",
  },
} as const;

type NewsletterOutcome = keyof typeof newsletterNotices;

export function checkNewsletterEmail(email: string): NewsletterOutcome {
  const text = email.trim();
  if (!text) return 'required';
  return NEWSLETTER_EMAIL_PATTERN.test(text) ? 'subscribed' : 'invalid';
}
