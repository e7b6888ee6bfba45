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
