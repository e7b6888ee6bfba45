import { z } from 'zod';
import { idSchema, isoDateTimeSchema, limitSchema } from './common';
import { textSchema } from './text';

/**
 * Where a message in the outbox is: waiting its turn (first or again, after a temporary failure), handed to
 * the SMTP server right now, accepted by it, or given up (refused, a day of failures, or cut off mid-send).
 */
export const OUTBOX_STATES = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** SMTP's limit on an address (RFC 5321's path, less its brackets). */
export const EMAIL_ADDRESS_MAX_LENGTH = 254;
export const MAIL_PURPOSE_MAX_LENGTH = 100;

export const TEST_EMAIL_MESSAGES = {
  required: 'Enter the address to send the test e-mail to',
  invalid: 'Enter a valid e-mail address, e.g. name@example.com',
} as const;

const isEmailAddress = (text: string) => z.email().safeParse(text).success;

/** The admin's "Send a test e-mail": where to. */
export const testEmailInputSchema = z.object({
  to: textSchema({ message: TEST_EMAIL_MESSAGES.required })
    .trim()
    .min(1, { message: TEST_EMAIL_MESSAGES.required, abort: true })
    .max(EMAIL_ADDRESS_MAX_LENGTH, TEST_EMAIL_MESSAGES.invalid)
    .refine(isEmailAddress, TEST_EMAIL_MESSAGES.invalid),
});
export type TestEmailInput = z.infer<typeof testEmailInputSchema>;

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  purpose: z
    .string()
    .describe(
      "What the message is for, one batch of messages: 'test', 'confirmation', 'launch:app:12', …",
    ),
  state: z.enum(OUTBOX_STATES),
  attempts: z.number().int().describe('How many times it was handed to the SMTP server'),
  lastError: z.string().nullable().describe('Why the last attempt failed'),
  createdAt: isoDateTimeSchema,
  nextAttemptAt: isoDateTimeSchema.nullable().describe('When it goes (again), while queued'),
  sentAt: isoDateTimeSchema.nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxQuerySchema = z.object({
  limit: limitSchema(200, 50),
  before: idSchema.optional().describe('Only messages older than this one: the next page'),
  purpose: textSchema()
    .trim()
    .max(MAIL_PURPOSE_MAX_LENGTH, `Purpose must be at most ${MAIL_PURPOSE_MAX_LENGTH} characters`)
    .optional()
    .describe("Only one batch's messages, e.g. test"),
});
export type OutboxQuery = z.input<typeof outboxQuerySchema>;

export const outboxPageSchema = z.object({
  messages: z.array(outboxMessageSchema).describe('Newest first'),
  nextBefore: z
    .number()
    .int()
    .nullable()
    .describe('The `before` of the next page of older messages; null on the last page'),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;

export const emailSettingsSchema = z.object({
  sender: z.string().describe('The From of every message: MAIL_FROM'),
  smtpServer: z
    .string()
    .nullable()
    .describe(
      "SMTP_URL's server (host and port; no credentials), or null while it is not set: messages wait",
    ),
  ratePerSecond: z
    .number()
    .int()
    .describe('At most this many messages a second leave each instance: MAIL_RATE_PER_SECOND'),
  waiting: z.number().int().describe('Messages in the outbox waiting to be sent'),
});
export type EmailSettings = z.infer<typeof emailSettingsSchema>;
