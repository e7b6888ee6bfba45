import { z } from 'zod';

const NUL_CHARACTER_MESSAGE = 'Text cannot contain the NUL character';

/**
 * A string input that PostgreSQL can store and compare: PostgreSQL text cannot hold NUL (U+0000), so a
 * value with one would fail in the database; refusing it here answers 400 with the field's message instead.
 */
export function textSchema(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).regex(/^[^\0]*$/, NUL_CHARACTER_MESSAGE);
}
