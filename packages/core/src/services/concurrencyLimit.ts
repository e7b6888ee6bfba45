/** Runs at most `limit` tasks at once; the others wait their turn, first come first served. */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly limit: number) {}

  /** How many tasks run right now. */
  get active(): number {
    return this.running;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((turn) => this.waiting.push(turn));
    else this.running++;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so `running` stays as it is.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
