import { z } from 'zod';
import { optionalWebAddressSchema } from './common';
import { textSchema } from './text';

const emailSchema = z.email();

/** A calendar day, as press kits and release notes give it: YYYY-MM-DD. */
export const calendarDaySchema = z.iso.date({ message: 'Date must be a day as YYYY-MM-DD' });

/** A list that is empty when not given, so "none" has one stored form. */
function listOf<T extends z.ZodType>(item: T, maxItems: number, label: string) {
  return z
    .array(item, { message: `${label} must be a list` })
    .max(maxItems, `${label} can have at most ${maxItems} entries`)
    .nullish()
    .transform((items) => items ?? []);
}

function shortLine(label: string, max: number) {
  return textSchema({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

const quotedTextSchema = z.object({
  text: shortLine('Text', 500),
  source: shortLine('Source', 100),
  url: optionalWebAddressSchema('Link'),
});
export type QuotedText = z.infer<typeof quotedTextSchema>;

const creditSchema = z.object({ name: shortLine('Name', 100), role: shortLine('Role', 100) });

/** The press kit's fields of an app (SPEC issue 20): all optional, the kit published only when enabled. */
export const pressKitInputShape = {
  releaseDate: z
    .union([z.literal(''), calendarDaySchema])
    .nullish()
    .transform((day) => day || null)
    .describe('The day the app first came out (YYYY-MM-DD); blank or null for none'),
  platforms: listOf(shortLine('Platform', 50), 10, 'Platforms').describe(
    'e.g. iOS, Android, iPadOS',
  ),
  price: textSchema()
    .trim()
    .max(100, 'Price must be at most 100 characters')
    .nullish()
    .transform((price) => price || null)
    .describe('As people read it, e.g. "Free with in-app purchases", "0" or "4.99 USD"'),
  pressContact: textSchema()
    .trim()
    .nullish()
    .transform((email) => email || null)
    .refine(
      (email) => email === null || (email.length <= 254 && emailSchema.safeParse(email).success),
      'Press contact must be a valid e-mail address',
    ),
  features: listOf(shortLine('Feature', 200), 20, 'Features'),
  awards: listOf(quotedTextSchema, 20, 'Awards'),
  quotes: listOf(quotedTextSchema, 20, 'Quotes'),
  credits: listOf(creditSchema, 50, 'Credits'),
  pressKitEnabled: z
    .boolean()
    .nullish()
    .transform((enabled) => enabled ?? false),
};

export const pressKitShape = {
  releaseDate: z.string().nullable(),
  platforms: z.array(z.string()),
  price: z.string().nullable(),
  pressContact: z.string().nullable(),
  features: z.array(z.string()),
  awards: z.array(z.object({ text: z.string(), source: z.string(), url: z.string().nullable() })),
  quotes: z.array(z.object({ text: z.string(), source: z.string(), url: z.string().nullable() })),
  credits: z.array(z.object({ name: z.string(), role: z.string() })),
  pressKitEnabled: z.boolean(),
};

export const PRESS_KIT_NOT_FOUND_MESSAGE = 'Press kit not found';
