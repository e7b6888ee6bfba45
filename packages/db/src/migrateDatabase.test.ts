import { migrateDatabase } from './migrateDatabase';
import { openDatabase } from './orm';
import { useTestDatabase } from './testing';

const database = useTestDatabase();

describe('migrations', () => {
  it('build exactly the schema the entities describe', async () => {
    expect(await database().orm.getMigrator().checkMigrationNeeded()).toBe(false);
  });

  it('can run again, and from two instances at once, without harm', async () => {
    const second = await openDatabase(database().url);
    try {
      await Promise.all([migrateDatabase(database().orm), migrateDatabase(second)]);
      expect(await database().orm.getMigrator().getPendingMigrations()).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
