import { z } from 'zod';

/** Whether a post or a release goes out by e-mail to a list's subscribers; not unless asked. */
export const emailSubscribersInputSchema = z
  .boolean({ message: 'Email subscribers must be true or false' })
  .nullish()
  .transform((send) => send ?? false);
