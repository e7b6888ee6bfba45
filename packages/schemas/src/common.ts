import { z } from 'zod';
import { IMAGE_REFERENCE_MESSAGE, isMediaReference } from './mediaEntry';
import { textSchema } from './text';

/** Timestamps travel as ISO 8601 strings. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** Ids are PostgreSQL integers: anything larger cannot exist. */
const MAX_ID = 2_147_483_647;

export const idSchema = z.coerce
  .number({ message: 'Id must be a number' })
  .int('Id must be a whole number')
  .positive('Id must be positive')
  .max(MAX_ID, 'Id is too large');

/** Optional free text: blank becomes null, so "not given" has one stored form. */
export const optionalTextSchema = textSchema()
  .trim()
  .nullish()
  .transform((text) => (text ? text : null));

export function imageReferenceSchema(requiredMessage: string) {
  return textSchema({ message: requiredMessage })
    .trim()
    .min(1, { message: requiredMessage, abort: true })
    .refine(isMediaReference, IMAGE_REFERENCE_MESSAGE);
}
