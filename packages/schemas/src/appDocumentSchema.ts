import { z } from 'zod';
import type { AppDocumentKind } from './appDocuments';

/** The read's answer for one kind, e.g. `{ appName, terms }`. */
export function appDocumentSchema<TKind extends AppDocumentKind>(kind: TKind) {
  const text = { [kind]: z.string().nullable() } as Record<TKind, z.ZodNullable<z.ZodString>>;
  return z.object({ appName: z.string() }).extend(text);
}
export type AppDocument<TKind extends AppDocumentKind> = z.infer<
  ReturnType<typeof appDocumentSchema<TKind>>
>;
