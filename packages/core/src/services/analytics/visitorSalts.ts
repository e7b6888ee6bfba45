import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash, randomBytes } from 'node:crypto';

const SALT_BYTES = 32;
const HASH_BYTES = 16;

/**
 * The day's salt for visitor hashes, shared by every instance through the database: the first instance to
 * need it creates it. An instance keeps it in memory for that day only. A day whose salt is gone (the day
 * has ended) has none: its visitors can no longer be counted.
 */
export class VisitorSalts {
  private cached: { day: string; salt: Buffer } | null = null;

  async saltFor(em: EntityManager, day: string, today: string): Promise<Buffer | null> {
    if (this.cached?.day === day) return this.cached.salt;
    if (day === today) {
      await em.execute(
        'insert into analytics_salts (day, salt) values (?, ?) on conflict (day) do nothing',
        [day, randomBytes(SALT_BYTES)],
      );
    }
    const [row] = await em.execute<{ salt: Buffer }[]>(
      'select salt from analytics_salts where day = ?',
      [day],
    );
    if (!row) return null;
    if (day === today) this.cached = { day, salt: row.salt };
    return row.salt;
  }
}

/** A visitor's hash for one day: nothing in it can be read back without that day's salt. */
export function visitorHash(salt: Buffer, visitor: string): Buffer {
  return createHash('sha256').update(salt).update(visitor).digest().subarray(0, HASH_BYTES);
}
