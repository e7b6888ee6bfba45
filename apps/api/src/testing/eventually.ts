/**
 * Reads until the value is accepted or 10 seconds have passed, and answers the last value read: background
 * work (a flush, a compression) can take seconds on a busy shared machine.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
