import { Migrator } from '@mikro-orm/migrations';
import { MikroORM, defineConfig, type Options } from '@mikro-orm/postgresql';
import { entities } from './entities';
import { migrationsList } from './migrations';

export type Orm = MikroORM;

/** The MikroORM settings for one PostgreSQL database; nothing is discovered from the file system, so a bundle runs too. */
function ormOptions(clientUrl: string, overrides: Partial<Options> = {}): Options {
  const { migrations, ...rest } = overrides;
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    discovery: { disableDynamicFileAccess: true, requireEntitiesArray: true },
    metadataCache: { enabled: false },
    forceUtcTimezone: true,
    migrations: {
      migrationsList,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: true,
      snapshotName: '.snapshot-studio',
      emit: 'ts',
      silent: true,
      ...migrations,
    },
    pool: { min: 0, max: 10 },
    ...rest,
  });
}

export function openDatabase(clientUrl: string, overrides: Partial<Options> = {}): Promise<Orm> {
  return MikroORM.init(ormOptions(clientUrl, overrides));
}
