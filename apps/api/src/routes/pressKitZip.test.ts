import { mp4Bytes, multipartFile } from '../testing/multipart';
import { pngOfSize } from '../testing/images';
import { appFields, createContent } from '../testing/siteContent';
import { useAdminSession, useTestServer, type SessionCookies } from '../testing/testServer';
import { unzip } from '../testing/unzip';

const server = useTestServer({ publicOrigin: 'https://studio.example' });
const admin = useAdminSession(server);

async function upload(bytes: Buffer, filename: string, type: string): Promise<string> {
  const response = await server().app.inject({
    method: 'POST',
    url: '/api/admin/upload',
    ...multipartFile(bytes, { filename, type }),
    ...admin(),
  });
  return response.json<{ url: string }>().url;
}

let iconUrl: string;
let shotUrl: string;
const trailer = mp4Bytes(600_000);
let appId: number;
let payload: Record<string, unknown>;

function putApp(changes: Record<string, unknown>, session: SessionCookies = admin()) {
  payload = { ...payload, ...changes };
  return server().app.inject({
    method: 'PUT',
    url: `/api/admin/apps/${appId}`,
    payload,
    ...session,
  });
}

beforeAll(async () => {
  iconUrl = await upload(await pngOfSize(2_000), 'my icon.png', 'image/png');
  shotUrl = await upload(await pngOfSize(3_000), 'Shot.png', 'image/png');
  const trailerUrl = await upload(trailer, 'trailer.mp4', 'video/mp4');
  payload = {
    ...appFields({ name: 'Space Miner', slug: 'space-miner' }),
    icon: iconUrl,
    screenshots: [
      shotUrl,
      'https://cdn.example.com/elsewhere.png',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      `video:file:${trailerUrl}`,
    ],
    releaseDate: '2024-03-14',
    platforms: ['iOS', 'Android'],
    price: 'Free with in-app purchases',
    pressContact: 'press@pixelwave.example',
    features: ['Mine 40 asteroids'],
    quotes: [{ text: 'A gem.', source: 'Pocket Gamer', url: null }],
    credits: [{ name: 'Ana Lima', role: 'Design' }],
    pressKitEnabled: true,
  };
  ({ id: appId } = await createContent(server(), admin(), 'apps', payload));
});

/** A file's bytes as the site serves them: uploaded pictures are stored cleaned of their metadata. */
async function stored(url: string): Promise<Buffer> {
  return (await server().app.inject({ method: 'GET', url })).rawPayload;
}

const download = (headers: Record<string, string> = {}) =>
  server().app.inject({ method: 'GET', url: '/apps/space-miner/press.zip', headers });

describe('GET /apps/{slug}/press.zip', () => {
  it('is a ZIP attachment holding the uploaded files in their original bytes under readable names', async () => {
    const response = await download();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="space-miner-press-kit.zip"',
    );
    const entries = await unzip(response.rawPayload);
    expect([...entries.keys()]).toEqual([
      'space-miner-icon.png',
      'space-miner-screenshot-01.png',
      'space-miner-video-01.mp4',
      'fact-sheet.txt',
    ]);
    expect(entries.get('space-miner-icon.png')!.equals(await stored(iconUrl))).toBe(true);
    expect(entries.get('space-miner-screenshot-01.png')!.equals(await stored(shotUrl))).toBe(true);
    expect(entries.get('space-miner-video-01.mp4')!.equals(trailer)).toBe(true);
  });

  it('holds a fact sheet with the studio, the facts and the texts', async () => {
    const factSheet = (await unzip((await download()).rawPayload))
      .get('fact-sheet.txt')!
      .toString();
    expect(factSheet).toContain('Space Miner: fact sheet');
    expect(factSheet).toContain('Developer: Pixelwave Studio');
    expect(factSheet).toContain('Release date: 2024-03-14');
    expect(factSheet).toContain('Platforms: iOS, Android');
    expect(factSheet).toContain('Price: Free with in-app purchases');
    expect(factSheet).toContain('Website: https://studio.example/apps/space-miner');
    expect(factSheet).toContain('Press contact: press@pixelwave.example');
    expect(factSheet).toContain('- Mine 40 asteroids');
    expect(factSheet).toContain('- "A gem." (Pocket Gamer)');
    expect(factSheet).toContain('- Ana Lima, Design');
  });

  it('answers 304 for the kit the client holds, and a new tag once the app changes', async () => {
    const { etag } = (await download()).headers;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await download({ 'if-none-match': String(etag) })).statusCode).toBe(304);
    expect((await putApp({ price: '4.99 USD' })).statusCode).toBe(200);
    const changed = await download({ 'if-none-match': String(etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers a new tag once a file of the kit is replaced', async () => {
    const { etag } = (await download()).headers;
    const otherShot = await upload(await pngOfSize(4_000), 'Other.png', 'image/png');
    await putApp({ screenshots: [otherShot] });
    expect((await download()).headers.etag).not.toBe(etag);
  });

  it('answers 404 while the press kit is not enabled, and for an unknown app', async () => {
    await putApp({ pressKitEnabled: false });
    const hidden = await download();
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: 'Press kit not found' });
    await putApp({ pressKitEnabled: true });
    const unknown = await server().app.inject({ method: 'GET', url: '/apps/nothing/press.zip' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /de/apps/{slug}/press.zip', () => {
  const call = (method: 'PUT', url: string, body: Record<string, unknown>) =>
    server().app.inject({ method, url, payload: body, ...admin() });

  beforeAll(async () => {
    const languages = { default: 'en', locales: ['en', 'de', 'ja'] };
    expect((await call('PUT', '/api/admin/settings/locales', languages)).statusCode).toBe(200);
    const translated = await call('PUT', `/api/admin/apps/${appId}/translations/de`, {
      name: 'Weltraum-Schürfer',
      description: 'Schürfe Asteroiden am Rand der Galaxis und baue deine Flotte aus.',
      features: ['40 Asteroiden abbauen'],
      quotes: [{ text: 'Ein Juwel.', source: 'Pocket Gamer', url: null }],
    });
    expect(translated.statusCode).toBe(200);
  });

  const downloadIn = (prefix: string) =>
    server().app.inject({ method: 'GET', url: `/${prefix}/apps/space-miner/press.zip` });
  const factSheetOf = async (response: { rawPayload: Buffer }) =>
    (await unzip(response.rawPayload)).get('fact-sheet.txt')!.toString();

  it("holds a fact sheet in German: its labels, the translation's texts and the German app page", async () => {
    const response = await downloadIn('de');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe('de');
    const factSheet = await factSheetOf(response);
    expect(factSheet).toContain('Weltraum-Schürfer auf einen Blick');
    expect(factSheet).toContain('Entwickler: Pixelwave Studio');
    expect(factSheet).toContain('Erscheinungsdatum: 14. März 2024');
    expect(factSheet).toContain('Plattformen: iOS und Android');
    expect(factSheet).toContain('Website: https://studio.example/de/apps/space-miner');
    expect(factSheet).toContain('Pressekontakt: press@pixelwave.example');
    expect(factSheet).toContain(
      'Beschreibung\nSchürfe Asteroiden am Rand der Galaxis und baue deine Flotte aus.',
    );
    expect(factSheet).toContain('Features\n- 40 Asteroiden abbauen');
    expect(factSheet).toContain('Pressestimmen\n- „Ein Juwel.“ (Pocket Gamer)');
  });

  it('holds the same files as the English kit, under a German name', async () => {
    const german = await downloadIn('de');
    expect(german.headers['content-disposition']).toBe(
      'attachment; filename="space-miner-press-kit-de.zip"',
    );
    const english = await download();
    expect([...(await unzip(german.rawPayload)).keys()]).toEqual([
      ...(await unzip(english.rawPayload)).keys(),
    ]);
  });

  it('is tagged apart from the English kit and from the Japanese one', async () => {
    const tags = await Promise.all(
      [download(), downloadIn('de'), downloadIn('ja')].map(
        async (answer) => (await answer).headers.etag,
      ),
    );
    expect(new Set(tags).size).toBe(3);
  });

  it('writes the Japanese kit in Japanese, the untranslated texts in the default language', async () => {
    const factSheet = await factSheetOf(await downloadIn('ja'));
    expect(factSheet).toContain('Space Miner ファクトシート');
    expect(factSheet).toContain('対応プラットフォーム：iOS、Android');
    expect(factSheet).toContain('リリース日：2024年3月14日');
    expect(factSheet).toContain('ウェブサイト：https://studio.example/ja/apps/space-miner');
  });

  it("holds a translation's own screenshots in place of the app's, under the same names", async () => {
    const japaneseShot = await upload(await pngOfSize(5_000), 'スクリーン.png', 'image/png');
    const translated = await call('PUT', `/api/admin/apps/${appId}/translations/ja`, {
      screenshots: [japaneseShot],
    });
    expect(translated.statusCode).toBe(200);
    const entries = await unzip((await downloadIn('ja')).rawPayload);
    expect([...entries.keys()]).toEqual([
      'space-miner-icon.png',
      'space-miner-screenshot-01.png',
      'fact-sheet.txt',
    ]);
    expect(entries.get('space-miner-screenshot-01.png')).toEqual(await stored(japaneseShot));
  });

  it.each(['fr', 'en', 'xx'])(
    'answers 404 under /%s, which is none of the site\u2019s other languages',
    async (prefix) => {
      const response = await downloadIn(prefix);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Press kit not found' });
    },
  );
});
