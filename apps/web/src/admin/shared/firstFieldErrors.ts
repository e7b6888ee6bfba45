/** The first message per field of an API error's `errors`, as the form shows them. */
export function firstFieldErrors(
  errors: Record<string, string[]> | undefined,
): Record<string, string> {
  const first: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors ?? {})) {
    if (messages[0]) first[field] = messages[0];
  }
  return first;
}
