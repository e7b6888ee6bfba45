/**
 * PostgreSQL advisory lock ids, one per start-up job that instances starting together must take turns at.
 * Distinct ids, so that one job never waits for another.
 */
export const ADVISORY_LOCKS = {
  migrations: 7_345_001,
  sampleContent: 7_345_002,
  firstAdmin: 7_345_003,
} as const;
