import { newsletterNotices } from './newsletter';

/**
 * What a coming-soon app's "Notify me at launch" form tells the visitor: the newsletter form's checks of the
 * address, then the outcome of the sign-up (the subscriber confirms the address by e-mail first).
 */
export const launchSubscriptionNotices = {
  required: newsletterNotices.required,
  invalid: newsletterNotices.invalid,
  subscribed: {
    title: 'Check your inbox',
    message: 'Confirm your address and we will e-mail you the day it launches.',
  },
  failed: {
    title: 'Could not sign you up',
    message: 'Something went wrong on our side. Please try again later.',
  },
} as const;

export type LaunchSubscriptionOutcome = keyof typeof launchSubscriptionNotices;
