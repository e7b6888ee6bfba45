import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { startTestServer, type TestServer } from '../testing/testServer';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = 'console.log("the studio site");'.repeat(20);

let server: TestServer;
let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'studio-web-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), INDEX_HTML);
  await writeFile(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(distDir, 'assets', 'app-abc123.js'), SCRIPT);
  await writeFile(join(distDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(SCRIPT));
  server = await startTestServer({ webDistDir: distDir });
});
afterAll(async () => {
  await server.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('the website', () => {
  it('serves index.html at / with the security headers and no caching', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com https://www.youtube.com');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('answers client-side routes with index.html (status 200), so a reload works', async () => {
    for (const url of ['/apps/space-miner', '/admin/apps/edit/3', '/no/such/page?x=1']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['content-security-policy']).toBeDefined();
    }
  });

  it('caches hashed assets for a year and serves the precompressed copy', async () => {
    const plain = await server.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const compressed = await server.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(SCRIPT);
  });

  it('serves other files, revalidated', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not the page, so a stale script never runs HTML', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/assets/app-old999.js' });
    expect(response.statusCode).toBe(404);
  });

  it('keeps JSON 404s under /api and /trpc', async () => {
    for (const url of ['/api/nothing', '/api', '/trpc/a/b']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
  });
});
