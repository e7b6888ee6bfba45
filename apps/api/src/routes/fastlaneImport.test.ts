import { seedSampleContent } from '@studio/sample-content';
import type { FastlaneImport } from '@studio/schemas';
import { randomBytes } from 'node:crypto';
import { multipartFile } from '../testing/multipart';
import { withSession, type SessionCookies } from '../testing/testServer';
import { unzip } from '../testing/unzip';
import { renamedEntry, withDeclaredSize, zipOf } from '../testing/zipFiles';
import { SPACE_MINER_STORE_TEXTS, useAppFilesServer } from './appFilesTesting';

const { server, admin, inject, setLocales, addRelease, ...appFiles } = useAppFilesServer();

const EN = 'fastlane/metadata/en-US';
const PLAY_EN = 'fastlane/metadata/android/en-US';

const createApp = (slug: string) => appFiles.createApp(slug, SPACE_MINER_STORE_TEXTS);

function upload(
  id: number | string,
  zip: Buffer,
  { dryRun = false, session = admin() }: { dryRun?: boolean; session?: SessionCookies } = {},
) {
  return server().app.inject({
    method: 'POST',
    url: `/api/admin/apps/${id}/fastlane${dryRun ? '?dryRun=true' : ''}`,
    ...multipartFile(zip, { filename: 'fastlane.zip', type: 'application/zip' }),
    ...session,
  });
}

async function imported(id: number, zip: Buffer, dryRun = false): Promise<FastlaneImport> {
  const answer = await upload(id, zip, { dryRun });
  expect(answer.statusCode).toBe(200);
  return answer.json<FastlaneImport>();
}

const appOf = async (id: number) => (await inject('GET', `/api/admin/apps/${id}`)).json();
const revisionsOf = async (id: number) =>
  (await inject('GET', `/api/admin/apps/${id}/revisions`)).json<unknown[]>().length;

describe('POST /api/admin/apps/{id}/fastlane', () => {
  it('changes nothing when given back its own export (the sample app, two languages)', async () => {
    await setLocales(['en', 'de']);
    await seedSampleContent(server().orm.em.fork());
    const apps = (await inject('GET', '/api/admin/apps')).json<{ id: number; slug: string }[]>();
    const { id } = apps.find((app) => app.slug === 'space-miner')!;
    await inject('PUT', `/api/admin/apps/${id}/translations/de`, { name: 'Weltraumschürfer' });
    const exported = await inject('GET', `/api/admin/apps/${id}/fastlane.zip`);
    expect(exported.statusCode).toBe(200);
    const before = [await appOf(id), await revisionsOf(id)];

    const dryRun = await imported(id, exported.rawPayload, true);
    const saved = await imported(id, exported.rawPayload);

    expect([dryRun.changes, dryRun.conflicts, saved.changes, saved.conflicts]).toEqual([
      [],
      [],
      [],
      [],
    ]);
    expect([saved.dryRun, dryRun.dryRun]).toEqual([false, true]);
    expect([await appOf(id), await revisionsOf(id)]).toEqual(before);
    // The export's derived files are named as ignored; the German release notes are read, and unchanged.
    const exportedNames = [...(await unzip(exported.rawPayload)).keys()];
    const ignored = saved.ignored.map(({ path }) => path);
    expect(ignored).toEqual(
      expect.arrayContaining(exportedNames.filter((name) => /privacy_url|video/.test(name))),
    );
    expect(exportedNames).toContain('fastlane/metadata/de-DE/release_notes.txt');
    expect(ignored).not.toContain('fastlane/metadata/de-DE/release_notes.txt');
  });

  it('answers exactly the edited file, saves nothing on a dry run, then saves it with a revision', async () => {
    await setLocales(['en']);
    const id = await createApp('edited');
    const zip = await zipOf({
      [`${EN}/name.txt`]: 'Space Miner\n',
      [`${EN}/subtitle.txt`]: 'Mine every comet\n',
      [`${PLAY_EN}/title.txt`]: 'Space Miner\n',
    });
    const revisions = await revisionsOf(id);

    const dryRun = await imported(id, zip, true);
    expect(dryRun.changes).toEqual([
      {
        locale: 'en',
        field: 'subtitle',
        release: null,
        files: [`${EN}/subtitle.txt`],
        before: 'Mine the asteroid belt',
        after: 'Mine every comet',
      },
    ]);
    expect((await appOf(id)).subtitle).toBe('Mine the asteroid belt');
    expect(await revisionsOf(id)).toBe(revisions);

    const saved = await imported(id, zip);
    expect(saved.changes).toEqual(dryRun.changes);
    expect((await appOf(id)).subtitle).toBe('Mine every comet');
    expect(await revisionsOf(id)).toBe(revisions + 1);
  });

  it('updates the German translation from the German folders, and keeps its other fields', async () => {
    await setLocales(['en', 'de']);
    const id = await createApp('german');
    await inject('PUT', `/api/admin/apps/${id}/translations/de`, {
      subtitle: 'Baue Asteroiden ab',
    });
    const saved = await imported(
      id,
      await zipOf({
        'fastlane/metadata/de-DE/name.txt': 'Weltraumschürfer\n',
        'fastlane/metadata/android/de-DE/title.txt': 'Weltraumschürfer\n',
      }),
    );
    expect(saved.changes).toEqual([
      expect.objectContaining({
        locale: 'de',
        field: 'name',
        before: 'Space Miner',
        after: 'Weltraumschürfer',
      }),
    ]);
    const german = (await inject('GET', `/api/admin/apps/${id}/translations`)).json<{
      translations: { locale: string; fields: object }[];
    }>();
    expect(german.translations.find(({ locale }) => locale === 'de')?.fields).toEqual({
      name: 'Weltraumschürfer',
      subtitle: 'Baue Asteroiden ab',
    });
    expect((await appOf(id)).name).toBe('Space Miner');
  });

  it("sets the latest release's notes and a versionCode's, and in another language the release's translation", async () => {
    await setLocales(['en', 'de']);
    const id = await createApp('notes');
    await addRelease(id, '1.1', 'Faster drills.', 11);
    await addRelease(id, '1.2', 'Comets.', 12);
    const saved = await imported(
      id,
      await zipOf({
        [`${EN}/release_notes.txt`]: 'Comets and moons.\n',
        [`${PLAY_EN}/changelogs/11.txt`]: 'Faster, quieter drills.\n',
        [`${PLAY_EN}/changelogs/99.txt`]: 'Never released.\n',
        'fastlane/metadata/de-DE/release_notes.txt': 'Kometen.\n',
      }),
    );
    expect(
      saved.changes.map(({ locale, field, release, after }) => [
        locale,
        field,
        release?.version,
        after,
      ]),
    ).toEqual([
      ['en', 'releaseNotes', '1.2', 'Comets and moons.'],
      ['en', 'releaseNotes', '1.1', 'Faster, quieter drills.'],
      ['de', 'releaseNotes', '1.2', 'Kometen.'],
    ]);
    expect(saved.ignored).toEqual([
      { path: `${PLAY_EN}/changelogs/99.txt`, reason: 'No release of the app has version code 99' },
    ]);
    const releases = (await inject('GET', `/api/admin/apps/${id}/releases`)).json();
    expect(JSON.stringify(releases)).not.toContain('Faster drills.');
    expect(releases[0]).toMatchObject({
      version: '1.2',
      notes: 'Comets and moons.',
      translations: [{ locale: 'de', notes: 'Kometen.' }],
    });
  });

  it("leaves a release's notes in another language untouched when the file holds the default's", async () => {
    await setLocales(['en', 'de']);
    const id = await createApp('untranslated-notes');
    await addRelease(id, '1.2', 'Comets.', 12);

    const saved = await imported(
      id,
      await zipOf({ 'fastlane/metadata/de-DE/release_notes.txt': 'Comets.\n' }),
    );

    expect(saved.changes).toEqual([]);
    const [release] = (await inject('GET', `/api/admin/apps/${id}/releases`)).json();
    expect(release.translations).toEqual([]);
  });

  it('reads a repository zipped whole and a bare metadata folder, and lists what it ignores', async () => {
    await setLocales(['en']);
    const id = await createApp('layouts');
    const fromRepository = await imported(
      id,
      await zipOf({
        'myrepo/fastlane/metadata/en-US/subtitle.txt': 'From the repository',
        'myrepo/README.md': '# My app',
        'myrepo/fastlane/metadata/en-US/copyright.txt': '2026 Studio',
        'myrepo/fastlane/metadata/en-US/privacy_url.txt': 'https://elsewhere.example/privacy',
        'myrepo/fastlane/metadata/fr-FR/name.txt': 'Mineur',
        'myrepo/fastlane/metadata/xx-YY/name.txt': 'Who?',
        'myrepo/fastlane/metadata/android/en-US/video.txt': 'https://youtu.be/x',
        'myrepo/fastlane/metadata/android/en-US/images/icon.png': randomBytes(64),
      }),
      true,
    );
    expect(fromRepository.changes.map(({ after }) => after)).toEqual(['From the repository']);
    expect(fromRepository.ignored).toEqual([
      { path: 'myrepo/README.md', reason: 'Outside fastlane/metadata/' },
      {
        path: 'myrepo/fastlane/metadata/en-US/copyright.txt',
        reason: 'Not a file the site imports',
      },
      {
        path: 'myrepo/fastlane/metadata/en-US/privacy_url.txt',
        reason: "Derived: the site's address of the app's privacy page in that language",
      },
      {
        path: 'myrepo/fastlane/metadata/fr-FR/name.txt',
        reason: 'The site has no Français (fr): add it in Site Settings → Languages first',
      },
      {
        path: 'myrepo/fastlane/metadata/xx-YY/name.txt',
        reason: 'No language of the site is the App Store locale "xx-YY"',
      },
      {
        path: 'myrepo/fastlane/metadata/android/en-US/video.txt',
        reason: "Derived: the app's first YouTube video among its screenshots",
      },
      {
        path: 'myrepo/fastlane/metadata/android/en-US/images/icon.png',
        reason: 'Not a file the site imports',
      },
    ]);
    const bare = await imported(id, await zipOf({ 'metadata/en-US/subtitle.txt': 'Bare' }), true);
    expect(bare.changes.map(({ after }) => after)).toEqual(['Bare']);
  });

  it("lists a conflict when the two stores' files change a field differently, and keeps it", async () => {
    await setLocales(['en']);
    const id = await createApp('conflicting');
    const saved = await imported(
      id,
      await zipOf({
        [`${EN}/name.txt`]: 'Space Miner Pro',
        [`${PLAY_EN}/title.txt`]: 'Space Miner Go',
      }),
    );
    expect(saved.changes).toEqual([]);
    expect(saved.conflicts).toEqual([
      {
        locale: 'en',
        field: 'name',
        release: null,
        texts: [
          { path: `${EN}/name.txt`, text: 'Space Miner Pro' },
          { path: `${PLAY_EN}/title.txt`, text: 'Space Miner Go' },
        ],
      },
    ]);
    expect((await appOf(id)).name).toBe('Space Miner');
  });

  it("refuses a text the app's rules refuse, naming its file, and saves none of the others", async () => {
    await setLocales(['en']);
    const id = await createApp('too-long');
    const answer = await upload(
      id,
      await zipOf({
        [`${EN}/description.txt`]: 'A new description of the mining game.',
        [`${EN}/subtitle.txt`]: 'A subtitle far longer than thirty characters',
        [`${EN}/marketing_url.txt`]: 'not an address',
      }),
    );
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().errors)).toEqual([
      `${EN}/subtitle.txt`,
      `${EN}/marketing_url.txt`,
    ]);
    expect((await appOf(id)).description).toBe(
      'Mine asteroids across the galaxy and trade what you find.',
    );
  });

  describe('refuses a broken or hostile ZIP with a 400, changing nothing', () => {
    const named = (from: string, to: string) =>
      zipOf({ [from]: 'Hostile' }).then((zip) => renamedEntry(zip, from, to));
    const cases: [string, () => Promise<Buffer>, RegExp][] = [
      ['not a ZIP', async () => Buffer.from('just some text'), /not a ZIP archive/],
      [
        'a damaged ZIP',
        async () => (await zipOf({ [`${EN}/name.txt`]: 'X' })).subarray(0, 40),
        /not a ZIP/,
      ],
      [
        'a name with ..',
        () => named('xx/name.txt', '../name.txt'),
        /unsafe file name.*\.\.\/name\.txt/,
      ],
      ['an absolute name', () => named('_etc/name.txt', '/etc/name.txt'), /unsafe file name/],
      ['a backslash', () => named('en-US_name.txt', 'en-US\\name.txt'), /unsafe file name/],
      [
        '10,000 entries',
        () =>
          zipOf(Object.fromEntries(Array.from({ length: 10_000 }, (_, n) => [`f${n}.txt`, ''])), {
            compress: false,
          }),
        /more than 2000 entries/,
      ],
      [
        'a bomb (one file inflating to 20 MB)',
        () => zipOf({ [`${EN}/description.txt`]: Buffer.alloc(20 * 1024 * 1024) }),
        /inflates to more than 1 MB/,
      ],
      [
        'a bomb whose header lies about its size',
        async () =>
          withDeclaredSize(await zipOf({ [`${EN}/description.txt`]: Buffer.alloc(900_000) }), 10),
        /not a ZIP archive, or it is damaged/,
      ],
      [
        'files inflating to more than 5 MB together',
        () =>
          zipOf(
            Object.fromEntries(
              Array.from({ length: 6 }, (_, n) => [`${EN}/f${n}.txt`, Buffer.alloc(1_000_000)]),
            ),
          ),
        /more than 5 MB together/,
      ],
    ];

    it.each(cases)('%s', async (_name, build, message) => {
      await setLocales(['en']);
      const id = await createApp(`hostile-${Math.random().toString(36).slice(2, 8)}`);
      const before = [await appOf(id), await revisionsOf(id)];
      const zip = await build();
      for (const dryRun of [true, false]) {
        const answer = await upload(id, zip, { dryRun });
        expect(answer.statusCode).toBe(400);
        expect(answer.json().message).toMatch(message);
      }
      expect([await appOf(id), await revisionsOf(id)]).toEqual(before);
    });
  });

  it('answers 413 to an upload over 5 MB, 400 without the file field, 415 without multipart', async () => {
    const id = await createApp('refusals');
    expect((await upload(id, randomBytes(6 * 1024 * 1024))).statusCode).toBe(413);
    const wrongField = await server().app.inject({
      method: 'POST',
      url: `/api/admin/apps/${id}/fastlane`,
      ...multipartFile(await zipOf({}), { field: 'zip' }),
      ...admin(),
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toMatch(/field named "file"/);
    const json = await inject('POST', `/api/admin/apps/${id}/fastlane`, {});
    expect(json.statusCode).toBe(415);
  });

  it('answers 404 for an unknown app', async () => {
    const answer = await upload(999_999, await zipOf({ [`${EN}/name.txt`]: 'X' }));
    expect(answer.statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const id = await createApp('admins-only');
    const zip = await zipOf({ [`${EN}/subtitle.txt`]: 'Visitors were here' });
    const anonymous = await server().app.inject({
      method: 'POST',
      url: `/api/admin/apps/${id}/fastlane`,
      ...multipartFile(zip),
    });
    expect(anonymous.statusCode).toBe(401);
    const visitor = withSession(await server().registerUser());
    expect((await upload(id, zip, { session: visitor })).statusCode).toBe(403);
    expect((await appOf(id)).subtitle).toBe('Mine the asteroid belt');
  });
});
