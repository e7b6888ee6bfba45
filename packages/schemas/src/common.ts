import { z } from 'zod';
import { localeQueryShape } from './locales';
import { IMAGE_REFERENCE_MESSAGE, isMediaReference } from './mediaReference';
import { textSchema } from './text';

/** Timestamps travel as ISO 8601 strings. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/**
 * A whole number given as a JSON number or, from a URL path or query, as a string of digits. Nothing else is
 * one: not true, an array, a padded string or "1e3". This is not z.coerce, which takes all of those.
 */
export function wholeNumberInput(message: string) {
  return z
    .union([z.number(), z.string().regex(/^\d+$/).transform(Number)], { message })
    .pipe(z.number().int(message));
}

/** Ids are PostgreSQL integers: anything larger cannot exist. */
const MAX_ID = 2_147_483_647;

export const idSchema = wholeNumberInput('Id must be a whole number').pipe(
  z.number().positive('Id must be positive').max(MAX_ID, 'Id is too large'),
);

/** How many items a list answers: a whole number from 1 to max. */
function limitNumberSchema(max: number) {
  const message = `Limit must be a whole number from 1 to ${max}`;
  return wholeNumberInput(message).pipe(z.number().min(1, message).max(max, message));
}

/** A list's limit, `fallback` when not given. */
export function limitSchema(max: number, fallback: number) {
  return limitNumberSchema(max).default(fallback);
}

/**
 * The site's card lists: their first `limit` items (the home page shows a few), every item without one; in a
 * language when `locale` is given.
 */
export const cardsInputSchema = z
  .object({
    limit: limitNumberSchema(100).optional().describe('How many of the first items'),
    ...localeQueryShape,
  })
  .optional();

/** Optional free text: blank becomes null, so "not given" has one stored form. */
export const optionalTextSchema = textSchema()
  .trim()
  .nullish()
  .transform((text) => (text ? text : null));

/** A web address as the site links it: http:// or https://, with no spaces. */
export const WEB_ADDRESS_PATTERN = /^https?:\/\/\S+$/i;

/** The message for a field that is no web address, e.g. "Support URL must be a web address …". */
export function webAddressMessage(label: string): string {
  return `${label} must be a web address starting with http:// or https://`;
}

/** An optional web address (blank: none); `label` names the field in its message. */
export function optionalWebAddressSchema(label: string) {
  return optionalTextSchema.refine(
    (url) => url === null || WEB_ADDRESS_PATTERN.test(url),
    webAddressMessage(label),
  );
}

export function imageReferenceSchema(requiredMessage: string) {
  return textSchema({ message: requiredMessage })
    .trim()
    .min(1, { message: requiredMessage, abort: true })
    .refine(isMediaReference, IMAGE_REFERENCE_MESSAGE);
}
