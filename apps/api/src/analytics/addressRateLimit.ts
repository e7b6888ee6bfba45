import { addressLimitKey } from '@studio/core';

/** How many events an address may send at once, and how many more per second after that. */
export interface RateLimitOptions {
  burst: number;
  perSecond: number;
  /** Addresses tracked at most; beyond it the oldest are forgotten, so a spread-out flood cannot fill memory. */
  maxAddresses?: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * A token bucket per client address (by its limit key: an IPv6 client per /64), in this instance's memory: a
 * flood from one address is cut off while every other address keeps its own allowance.
 */
export class AddressRateLimit {
  private readonly buckets = new Map<string, Bucket>();
  private readonly maxAddresses: number;

  constructor(private readonly options: RateLimitOptions) {
    this.maxAddresses = options.maxAddresses ?? 100_000;
  }

  /** Takes one token for this address; false when it has none left. */
  take(address: string, now: number = Date.now()): boolean {
    const key = addressLimitKey(address);
    const bucket = this.buckets.get(key);
    const { burst, perSecond } = this.options;
    const tokens = bucket
      ? Math.min(burst, bucket.tokens + ((now - bucket.updatedAt) / 1000) * perSecond)
      : burst;
    if (tokens < 1) return false;
    // Re-inserted, so that the map's order is least recently used first.
    this.buckets.delete(key);
    this.buckets.set(key, { tokens: tokens - 1, updatedAt: now });
    if (this.buckets.size > this.maxAddresses) {
      this.buckets.delete(this.buckets.keys().next().value!);
    }
    return true;
  }
}
