import { defineEntity, type InferEntity } from '@mikro-orm/core';

/**
 * The random salt of today's visitor hashes, shared by every instance and deleted when the day ends, so that
 * no one (the owner included) can link a hash back to an address or across days.
 */
export const AnalyticsSalt = defineEntity({
  name: 'AnalyticsSalt',
  tableName: 'analytics_salts',
  properties: (p) => ({
    day: p.date().primary(),
    salt: p.blob(),
  }),
});
export type AnalyticsSalt = InferEntity<typeof AnalyticsSalt>;
