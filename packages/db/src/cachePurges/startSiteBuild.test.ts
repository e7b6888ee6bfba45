import { useTestDatabase } from '../testing';
import { startSiteBuild } from './startSiteBuild';

const database = useTestDatabase();
const em = () => database().orm.em;
const sitePurges = async () =>
  (
    await em().execute<{ n: number }[]>(
      "select count(*)::int as n from cache_purges where keys = '{site}'",
    )
  )[0]!.n;

describe('startSiteBuild', () => {
  it('queues the purge of every answer for a build other than the last one started, once', async () => {
    expect(await startSiteBuild(em(), 'build-a')).toBe(true);
    expect(await startSiteBuild(em(), 'build-a')).toBe(false);
    expect(await sitePurges()).toBe(1);

    expect(await startSiteBuild(em(), 'build-b')).toBe(true);
    // A rollback is a change of build too.
    expect(await startSiteBuild(em(), 'build-a')).toBe(true);
    expect(await sitePurges()).toBe(3);
  });

  it('queues it once when several instances of a build start together', async () => {
    const started = await Promise.all(
      Array.from({ length: 6 }, () => startSiteBuild(em(), 'build-c')),
    );
    expect(started.filter(Boolean)).toHaveLength(1);
  });
});
