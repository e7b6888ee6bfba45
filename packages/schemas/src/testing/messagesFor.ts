import type { z } from 'zod';

/** The messages a schema gives for one field, as a form would show them. */
export function messagesFor(schema: z.ZodType, value: unknown, field: string): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => String(issue.path[0] ?? '') === field)
    .map((issue) => issue.message);
}
