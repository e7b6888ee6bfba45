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
    expect(results.filter((result) => result.made)).toHaveLength(1);
    for (const { variant } of results) {
      expect(variant).toMatchObject({ ...key, height: 90, size: 13 });
      expect(variant.data.toString()).toBe('small picture');
    }
  });

  it('keeps variants apart by width and format', async () => {
    const file = await storeTestFile(orm().em.fork());
    const make = (text: string) => async () => ({ data: Buffer.from(text), height: 1 });
    const em = orm().em.fork();
    await fileVariantOnce(em, { fileId: file.id, width: 160, mimetype: 'image/avif' }, make('a'));
    const { variant, made } = await fileVariantOnce(
      em,
      { fileId: file.id, width: 320, mimetype: 'image/avif' },
      make('b'),
    );
    expect(made).toBe(true);
    expect(variant.data.toString()).toBe('b');
  });
});
