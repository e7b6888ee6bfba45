/**
 * PostgreSQL advisory lock ids, one per job that instances running together must take turns at.
 * Distinct ids, so that one job never waits for another.
 */
export const ADVISORY_LOCKS = {
  migrations: 7_345_001,
  sampleContent: 7_345_002,
  firstAdmin: 7_345_003,
  analyticsDayEnd: 7_345_004,
} as const;
