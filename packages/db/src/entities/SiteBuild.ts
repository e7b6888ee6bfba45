import { defineEntity, type InferEntity } from '@mikro-orm/core';

/**
 * The build of the site (its code and website) that started last, in one row: the instance that first starts
 * another build replaces it and queues the purge of every shared cache's answers, once across instances.
 */
export const SiteBuild = defineEntity({
  name: 'SiteBuild',
  tableName: 'site_build',
  properties: (p) => ({
    /** Always 1: there is one current build. */
    id: p.smallint().primary().autoincrement(false),
    buildId: p.string().length(64),
    startedAt: p.datetime().defaultRaw('now()'),
  }),
});
export type SiteBuild = InferEntity<typeof SiteBuild>;
