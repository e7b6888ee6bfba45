import { openDatabase, type Orm } from '../orm';
import { storeTestFile, useTestDatabase } from '../testing';
import { fileVariantOnce } from './fileVariants';

const database = useTestDatabase();
const orm = () => database().orm;
let otherInstance: Orm;

beforeAll(async () => {
  otherInstance = await openDatabase(database().url);
});
afterAll(() => otherInstance.close());

describe('fileVariantOnce', () => {
  it('makes a variant once when several instances ask for it at the same moment', async () => {
    const file = await storeTestFile(orm().em.fork());
    const key = { fileId: file.id, width: 160, mimetype: 'image/webp' };
    let made = 0;
    const make = async () => {
      made++;
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { data: Buffer.from('small picture'), height: 90 };
    };
    const results = await Promise.all(
      [orm(), otherInstance, orm(), otherInstance].map((instance) =>
        fileVariantOnce(instance.em.fork(), key, make),
      ),
    );
    expect(made).toBe(1);
    const variants = results.map((result) => result!);
    expect(variants.filter((result) => result.made)).toHaveLength(1);
    for (const { variant } of variants) {
      expect(variant).toMatchObject({ ...key, height: 90, size: 13 });
      expect(variant.data.toString()).toBe('small picture');
    }
  });

  it('keeps variants apart by width and format', async () => {
    const file = await storeTestFile(orm().em.fork());
    const make = (text: string) => async () => ({ data: Buffer.from(text), height: 1 });
    const em = orm().em.fork();
    await fileVariantOnce(em, { fileId: file.id, width: 160, mimetype: 'image/avif' }, make('a'));
    const { variant, made } = (await fileVariantOnce(
      em,
      { fileId: file.id, width: 320, mimetype: 'image/avif' },
      make('b'),
    ))!;
    expect(made).toBe(true);
    expect(variant.data.toString()).toBe('b');
  });

  const webpKey = (fileId: string) => ({ fileId, width: 160, mimetype: 'image/webp' });

  it('makes nothing for a file deleted meanwhile', async () => {
    const gone = await storeTestFile(orm().em.fork());
    await orm().em.fork().execute('delete from files where id = ?', [gone.id]);
    const make = async () => ({ data: Buffer.from('copy'), height: 1 });
    expect(await fileVariantOnce(orm().em.fork(), webpKey(gone.id), make)).toBeNull();
  });

  it('keeps a deletion of the file waiting until the variant being made is stored', async () => {
    const file = await storeTestFile(orm().em.fork());
    let deleted = false;
    let deletion: Promise<unknown> = Promise.resolve();
    const slowMake = async () => {
      deletion = otherInstance.em
        .fork()
        .execute('delete from files where id = ?', [file.id])
        .then(() => (deleted = true));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(deleted).toBe(false);
      return { data: Buffer.from('copy'), height: 1 };
    };
    expect(await fileVariantOnce(orm().em.fork(), webpKey(file.id), slowMake)).toMatchObject({
      made: true,
    });
    await deletion;
    expect(deleted).toBe(true);
  });
});
