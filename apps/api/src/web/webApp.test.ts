import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { openTestDatabase } from '@studio/db/testing';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@studio/schemas';
import { loadConfig } from '../config/config';
import { buildServer } from '../server';
import { builtWebDir } from '../testing/builtWeb';
import { useTestServer } from '../testing/testServer';

const distDir = builtWebDir();
const server = useTestServer({ webDistDir: distDir });

async function anAsset(extension: string): Promise<string> {
  const files = await readdir(join(distDir, 'client', 'assets'));
  const file = files.find((name) => name.endsWith(extension) && files.includes(`${name}.br`));
  return `/assets/${file}`;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  server().app.inject({ method: 'GET', url, headers });

describe('the website', () => {
  it('caches hashed assets for a year and serves the precompressed copy', async () => {
    const url = await anAsset('.js');
    const script = await readFile(join(distDir, 'client', url), 'utf8');

    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const compressed = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(script);
  });

  it('serves other files, revalidated', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('never serves the page template or the build manifest as files', async () => {
    for (const url of ['/index.html', '/.vite/manifest.json']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('answers a missing asset with a plain 404, not the page, so a stale script never runs HTML', async () => {
    const response = await get('/assets/app-old999.js');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it('answers paths that look like files and that no route owns with a plain 404', async () => {
    for (const url of ['/app-ads.txt', '/foo.php', '/wp-login.php?x=1', '/.well-known/x.json']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });

  it('keeps JSON 404s under /api and /trpc', async () => {
    for (const url of ['/api/nothing', '/api', '/trpc/a/b']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('sends the sign-in and admin screens as the bare shell the browser fills in (200, not indexed)', async () => {
    for (const url of ['/auth', '/admin', '/admin/apps/edit/3']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<div id="root"><noscript>');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(response.body).not.toContain('id="page-state"');
    }
  });

  it('sends pages with the security headers', async () => {
    const response = await get('/about');
    expect(response.statusCode).toBe(200);
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com https://www.youtube.com');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('writes no inline script into pages, which the policy would block', async () => {
    const response = await get('/');
    const scripts = [...response.body.matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
    for (const attributes of scripts) {
      expect(attributes).toMatch(/src="\/assets\/|type="application\/(ld\+)?json"/);
    }
  });
});

describe('routes other plugins add', () => {
  it('win over the pages, however file-like or page-like their paths', async () => {
    const database = await openTestDatabase();
    const app = await buildServer({
      config: { ...loadConfig({ LOG_LEVEL: 'silent' }), webDistDir: distDir },
      orm: database.orm,
      sessionSecret: 'a-test-secret-that-is-long-enough-0123',
    });
    try {
      app.get('/humans.txt', () => 'Made by Pixelwave Studio');
      app.get('/account/delete', () => ({ page: 'from a plugin' }));
      await app.ready();
      expect((await app.inject({ method: 'GET', url: '/humans.txt' })).body).toBe(
        'Made by Pixelwave Studio',
      );
      const appAds = await app.inject({ method: 'GET', url: '/app-ads.txt' });
      expect(appAds.headers['content-type']).not.toMatch(/html/);
      expect((await app.inject({ method: 'GET', url: '/account/delete' })).json()).toEqual({
        page: 'from a plugin',
      });
      expect((await app.inject({ method: 'GET', url: '/about' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('the website during a database outage', () => {
  const down = useTestServer({ webDistDir: distDir });

  beforeAll(async () => {
    // Dropping the database ends every connection to it, and new ones fail.
    await down().database.drop();
  });

  it('answers a page that needs data 503, saying so on the page', async () => {
    const response = await down().app.inject({ method: 'GET', url: '/apps' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(DATABASE_UNAVAILABLE_MESSAGE);
  });

  it('answers a generated file 503 with the message for an outage', async () => {
    const response = await down().app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
  });
});
