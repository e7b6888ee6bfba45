import { readFile } from 'node:fs/promises';
import type { Measurement } from './report';
import { siteProcesses } from './siteProcesses';
import { signIn } from './uploadMemory';

// Linux counts a process's CPU time in clock ticks of 1/100 s (USER_HZ).
const TICKS_PER_MS = 0.1;
const ROUNDS = 8;
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
// fetch asks for gzip unless told otherwise.
const NO_COMPRESSION = { 'accept-encoding': 'identity' };

/** CPU time a process (all its threads, zlib's included) has used so far, in ms, from /proc. */
async function processCpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS;
}

/** CPU time the site started as `pid` (its front and app together) has used so far, in ms. */
async function cpuMs(pid: number): Promise<number> {
  const times = await Promise.all(siteProcesses(pid).map(processCpuMs));
  return times.reduce((sum, ms) => sum + ms, 0);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/**
 * A content change, so that every cached answer is dropped: app-ads.txt saved as it is. Then a moment
 * for the change's notification and its work to pass.
 */
async function changeContent(siteUrl: string, cookie: string): Promise<void> {
  const url = `${siteUrl}/api/admin/settings/app-ads`;
  const current = (await (await fetch(url, { headers: { cookie } })).json()) as unknown;
  const saved = await fetch(url, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(current),
  });
  if (!saved.ok) throw new Error(`Saving app-ads.txt failed: ${saved.status}`);
  await settle();
}

/** CPU the site spends answering each URL once, one after the other, in ms. */
async function cpuFor(
  siteUrl: string,
  pid: number,
  paths: string[],
  headers: Record<string, string>,
): Promise<number> {
  const before = await cpuMs(pid);
  for (const path of paths) {
    const response = await fetch(`${siteUrl}${path}`, { headers });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    await response.arrayBuffer();
  }
  return (await cpuMs(pid)) - before;
}

/**
 * What a request costs the server when its answer is not cached yet (right after a content change), against
 * rendering it alone: the same misses for a client that takes no compression, which are rendered and kept
 * but compressed in no encoding. Pages and JSON reads are measured apart, each round after a change.
 */
export async function measureMissCost(siteUrl: string, pid: number): Promise<Measurement[]> {
  const cookie = await signIn(siteUrl);
  const apps = (await (await fetch(`${siteUrl}/api/apps`)).json()) as { slug: string }[];
  const posts = (await (await fetch(`${siteUrl}/api/blog`)).json()) as { slug: string }[];
  const kinds = [
    {
      name: 'a page',
      paths: [
        '/',
        '/apps',
        '/blog',
        '/about',
        ...apps.map(({ slug }) => `/apps/${slug}`),
        ...posts.map(({ slug }) => `/blog/${slug}`),
      ],
    },
    {
      name: 'a JSON read',
      paths: [
        '/api/apps',
        '/api/blog',
        '/trpc/apps.list',
        '/trpc/blog.list',
        ...apps.map(({ slug }) => `/api/apps/${slug}`),
        ...posts.map(({ slug }) => `/api/blog/${slug}`),
      ],
    },
  ];

  const measurements: Measurement[] = [];
  for (const { name, paths } of kinds) {
    let missMs = 0;
    let renderMs = 0;
    for (let round = 0; round < ROUNDS; round++) {
      // Turns alternate, so that neither always follows the other.
      const turns = round % 2 === 0 ? ['miss', 'render'] : ['render', 'miss'];
      for (const turn of turns) {
        await changeContent(siteUrl, cookie);
        if (turn === 'miss') missMs += await cpuFor(siteUrl, pid, paths, BROWSER_HEADERS);
        else renderMs += await cpuFor(siteUrl, pid, paths, NO_COMPRESSION);
      }
    }
    const requests = ROUNDS * paths.length;
    measurements.push({
      name: `Server CPU of a cache miss of ${name} (${(missMs / requests).toFixed(1)} ms) / rendering it (${(renderMs / requests).toFixed(1)} ms)`,
      value: missMs / renderMs,
      unit: '×',
      target: 1.5,
      kind: 'max',
    });
  }
  return measurements;
}
