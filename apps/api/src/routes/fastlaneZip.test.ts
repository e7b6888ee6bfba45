import { withSession, type SessionCookies } from '../testing/testServer';
import { unzip } from '../testing/unzip';
import { SPACE_MINER_STORE_TEXTS, useAppFilesServer } from './appFilesTesting';

const { server, admin, inject, setLocales, addRelease, ...appFiles } = useAppFilesServer();

const DESCRIPTION = SPACE_MINER_STORE_TEXTS.description;

/** Space Miner with every store text, a privacy policy and a YouTube video among its screenshots. */
const createApp = (slug: string, changes: object = {}) =>
  appFiles.createApp(slug, {
    ...SPACE_MINER_STORE_TEXTS,
    privacyLink: 'Space Miner keeps no personal data.',
    keywords: 'mining,space,arcade',
    promotionalText: 'The comet season is here.',
    marketingUrl: 'https://studio.example/space-miner',
    screenshots: [
      'https://cdn.example.com/shot.png',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    ],
    ...changes,
  });

function download(id: number | string, session: SessionCookies = admin()) {
  return server().app.inject({
    method: 'GET',
    url: `/api/admin/apps/${id}/fastlane.zip`,
    ...session,
  });
}

/** The ZIP's files as text, by path. */
async function filesOf(id: number): Promise<Record<string, string>> {
  const answer = await download(id);
  expect(answer.statusCode).toBe(200);
  const entries = await unzip(answer.rawPayload);
  return Object.fromEntries([...entries].map(([path, bytes]) => [path, bytes.toString('utf8')]));
}

describe('GET /api/admin/apps/{id}/fastlane.zip', () => {
  it("holds deliver's and supply's folders of the default language, file by file", async () => {
    await setLocales(['en']);
    const id = await createApp('space-miner');
    await addRelease(id, '1.1', 'Faster drills.', 11);
    await addRelease(id, '1.2', 'Comets.', 12);
    await addRelease(id, '1.3', 'Only on iOS.');

    expect(await filesOf(id)).toEqual({
      'fastlane/metadata/en-US/name.txt': 'Space Miner',
      'fastlane/metadata/en-US/subtitle.txt': 'Mine the asteroid belt',
      'fastlane/metadata/en-US/description.txt': DESCRIPTION,
      'fastlane/metadata/en-US/keywords.txt': 'mining,space,arcade',
      'fastlane/metadata/en-US/promotional_text.txt': 'The comet season is here.',
      'fastlane/metadata/en-US/release_notes.txt': 'Only on iOS.',
      'fastlane/metadata/en-US/privacy_url.txt': 'https://studio.example/apps/space-miner/privacy',
      'fastlane/metadata/en-US/support_url.txt': 'https://studio.example/support',
      'fastlane/metadata/en-US/marketing_url.txt': 'https://studio.example/space-miner',
      'fastlane/metadata/android/en-US/title.txt': 'Space Miner',
      'fastlane/metadata/android/en-US/short_description.txt': 'An arcade mining game.',
      'fastlane/metadata/android/en-US/full_description.txt': DESCRIPTION,
      'fastlane/metadata/android/en-US/video.txt': 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'fastlane/metadata/android/en-US/changelogs/11.txt': 'Faster drills.',
      'fastlane/metadata/android/en-US/changelogs/12.txt': 'Comets.',
    });
  });

  it('is an attachment named by the app, kept by nobody, with no warnings', async () => {
    await setLocales(['en']);
    const answer = await download(await createApp('attached'));
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="attached-fastlane.zip"',
    );
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['x-fastlane-warnings']).toBe('0');
  });

  it('leaves out the files of empty texts: no video, no privacy page, no URLs', async () => {
    await setLocales(['en']);
    const id = await createApp('bare', {
      subtitle: null,
      keywords: null,
      promotionalText: null,
      marketingUrl: null,
      supportUrl: null,
      privacyLink: null,
      screenshots: ['https://cdn.example.com/shot.png'],
    });
    expect(Object.keys(await filesOf(id))).toEqual([
      'fastlane/metadata/en-US/name.txt',
      'fastlane/metadata/en-US/description.txt',
      'fastlane/metadata/android/en-US/title.txt',
      'fastlane/metadata/android/en-US/short_description.txt',
      'fastlane/metadata/android/en-US/full_description.txt',
    ]);
  });

  it("has both stores' folders for every language of the site, translated where the app is", async () => {
    await setLocales(['en', 'de', 'ja']);
    const id = await createApp('worldwide');
    await inject('PUT', `/api/admin/apps/${id}/translations/de`, {
      name: 'Weltraumschürfer',
      subtitle: 'Baue Asteroiden ab',
    });
    const files = await filesOf(id);

    expect(files['fastlane/metadata/de-DE/name.txt']).toBe('Weltraumschürfer');
    expect(files['fastlane/metadata/de-DE/subtitle.txt']).toBe('Baue Asteroiden ab');
    expect(files['fastlane/metadata/de-DE/description.txt']).toBe(DESCRIPTION);
    expect(files['fastlane/metadata/de-DE/privacy_url.txt']).toBe(
      'https://studio.example/de/apps/worldwide/privacy',
    );
    expect(files['fastlane/metadata/android/de-DE/title.txt']).toBe('Weltraumschürfer');
    expect(files['fastlane/metadata/ja/name.txt']).toBe('Space Miner');
    expect(files['fastlane/metadata/android/ja-JP/title.txt']).toBe('Space Miner');
  });

  it("has each language's release notes: the release's translation there, else the default's", async () => {
    await setLocales(['en', 'de', 'ja']);
    const id = await createApp('release-notes');
    await addRelease(id, '1.2', 'Comets.', 12);
    const [release] = (await inject('GET', `/api/admin/apps/${id}/releases`)).json();
    await inject('PUT', `/api/admin/apps/${id}/releases/${release.id}/translations/de`, {
      notes: 'Kometen.',
    });
    const files = await filesOf(id);

    expect(files['fastlane/metadata/en-US/release_notes.txt']).toBe('Comets.');
    expect(files['fastlane/metadata/de-DE/release_notes.txt']).toBe('Kometen.');
    expect(files['fastlane/metadata/android/de-DE/changelogs/12.txt']).toBe('Kometen.');
    expect(files['fastlane/metadata/ja/release_notes.txt']).toBe('Comets.');
  });

  it("cuts a text over a store's limit, and lists it in WARNINGS.txt and the header", async () => {
    await setLocales(['en']);
    const id = await createApp('long-name', { name: 'Space Miner: The Asteroid Belt Edition' });
    const answer = await download(id);
    const files = await filesOf(id);

    expect(files['fastlane/metadata/en-US/name.txt']).toBe('Space Miner: The Asteroid Belt');
    expect(files['fastlane/metadata/android/en-US/title.txt']).toBe(
      'Space Miner: The Asteroid Belt',
    );
    expect(files['fastlane/WARNINGS.txt']).toBe(
      [
        "fastlane/metadata/en-US/name.txt: cut to the store's limit of 30 characters",
        "fastlane/metadata/android/en-US/title.txt: cut to the store's limit of 30 characters",
        '',
      ].join('\n'),
    );
    expect(answer.headers['x-fastlane-warnings']).toBe('2');
  });

  it('answers 404 for an unknown app, and 400 for an id that is no whole number', async () => {
    const unknown = await download(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'App not found' });
    const bad = await download('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.id).toEqual(['Id must be a whole number']);
  });

  it('is for admins only', async () => {
    const id = await createApp('private');
    expect((await server().app.inject(`/api/admin/apps/${id}/fastlane.zip`)).statusCode).toBe(401);
    const visitor = withSession(await server().registerUser());
    expect((await download(id, visitor)).statusCode).toBe(403);
  });
});
