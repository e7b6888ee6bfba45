/**
 * PostgreSQL advisory lock ids, one per job that instances must take turns at. Distinct ids, so that one job
 * never waits for another. fileVariants is the first half of a two-key lock (its second half names the
 * variant); PostgreSQL keeps two-key locks apart from one-key ones.
 */
export const ADVISORY_LOCKS = {
  migrations: 7_345_001,
  sampleContent: 7_345_002,
  firstAdmin: 7_345_003,
  fileVariants: 7_345_004,
  fileSweep: 7_345_005,
  analyticsDayEnd: 7_345_006,
  throttleSweep: 7_345_007,
  scheduledLaunches: 7_345_018,
} as const;
