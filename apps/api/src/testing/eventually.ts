/**
 * Reads until the value is accepted or `withinMs` (10 seconds unless told) have passed, and answers the last
 * value read: background work (a flush, a compression) can take seconds on a busy shared machine.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  withinMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
