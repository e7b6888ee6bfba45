import { ADVISORY_LOCKS, fileUrl, findStoredFile } from '@studio/db';
import { createTestApp, storeTestFile, useTestDatabase } from '@studio/db/testing';
import { withConnection } from '@studio/embedded-postgres';
import { sweepUnusedFiles } from './fileSweep';

const GRACE_MINUTES = 60;

const database = useTestDatabase({ emptyBeforeEach: true });
const orm = () => database().orm;

/** Moves a file's upload, and the moment the sweep first found it unused, this many minutes back. */
async function age(id: string, uploadedMinutesAgo: number, unusedMinutesAgo: number | null) {
  await orm()
    .em.fork()
    .execute(
      `update files set created_at = now() - make_interval(mins => ?),
         unreferenced_since = case when ?::int is null then null else now() - make_interval(mins => ?::int) end
       where id = ?`,
      [uploadedMinutesAgo, unusedMinutesAgo, unusedMinutesAgo, id],
    );
}

const exists = async (id: string) => (await findStoredFile(orm().em.fork(), id)) !== null;

describe('the orphan sweep', () => {
  it('deletes a file nothing has referred to for longer than the grace period', async () => {
    const file = await storeTestFile(orm().em.fork());
    await age(file.id, 3 * GRACE_MINUTES, 2 * GRACE_MINUTES);
    expect(await sweepUnusedFiles(orm().em.fork(), GRACE_MINUTES)).toEqual({
      ran: true,
      deleted: 1,
    });
    expect(await exists(file.id)).toBe(false);
  });

  it('keeps a file uploaded within the grace period, used or not', async () => {
    const file = await storeTestFile(orm().em.fork());
    await age(file.id, GRACE_MINUTES - 5, 2 * GRACE_MINUTES);
    expect(await sweepUnusedFiles(orm().em.fork(), GRACE_MINUTES)).toEqual({
      ran: true,
      deleted: 0,
    });
    expect(await exists(file.id)).toBe(true);
  });

  it('waits a whole grace period after it first finds an old file unused', async () => {
    const file = await storeTestFile(orm().em.fork());
    await age(file.id, 10 * GRACE_MINUTES, null);
    expect((await sweepUnusedFiles(orm().em.fork(), GRACE_MINUTES)).deleted).toBe(0);
    expect(await exists(file.id)).toBe(true);
    await age(file.id, 10 * GRACE_MINUTES, GRACE_MINUTES + 1);
    expect((await sweepUnusedFiles(orm().em.fork(), GRACE_MINUTES)).deleted).toBe(1);
  });

  it('keeps old files that something refers to, and starts counting again when one is used', async () => {
    const file = await storeTestFile(orm().em.fork());
    await createTestApp(orm().em.fork(), 'keeper', { icon: fileUrl(file) });
    await age(file.id, 10 * GRACE_MINUTES, 5 * GRACE_MINUTES);
    expect((await sweepUnusedFiles(orm().em.fork(), GRACE_MINUTES)).deleted).toBe(0);
    const [row] = await orm()
      .em.fork()
      .execute('select unreferenced_since from files where id = ?', [file.id]);
    expect(row).toEqual({ unreferenced_since: null });
  });

  it('does nothing while another instance sweeps', async () => {
    const file = await storeTestFile(orm().em.fork());
    await age(file.id, 3 * GRACE_MINUTES, 2 * GRACE_MINUTES);
    await withConnection(database().url, async (other) => {
      await other.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.fileSweep]);
      expect(await sweepUnusedFiles(orm().em.fork(), GRACE_MINUTES)).toEqual({
        ran: false,
        deleted: 0,
      });
    });
    expect(await exists(file.id)).toBe(true);
  });
});
