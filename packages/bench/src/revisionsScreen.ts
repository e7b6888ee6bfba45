import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@studio/chromium';
import type { Measurement } from './report';
import { BENCH_ADMIN } from './startSite';

/** The longest post the issue saw accepted. */
const POST_LINES = 30_000;
/** The screen is measured this often per pair of texts, and judged by the median. */
const RUNS = 3;
/** The target: the screen never blocks longer. */
const LONGEST_TASK_MS = 100;

const lines = (version: string) =>
  Array.from({ length: POST_LINES }, (_, index) => `${version} line ${index + 1}`).join('\n');
const rewriteEvery = (text: string, every: number) =>
  text
    .split('\n')
    .map((line, index) => (index % every === 0 ? `${line} (rewritten)` : line))
    .join('\n');

const kept = lines('Kept');
/** A post saved first with one text, then with the other: what the screen compares. */
const PAIRS = [
  { label: 'entirely rewritten', first: lines('First'), second: lines('Second') },
  { label: 'every 10th line rewritten', first: kept, second: rewriteEvery(kept, 10) },
  {
    label: 'one line rewritten',
    first: kept,
    second: kept.replace('Kept line 15000\n', 'Kept line 15000 (rewritten)\n'),
  },
];

// Every main-thread task of 50 ms or more, from the page's start.
const RECORD_LONG_TASKS = `
  globalThis.longTasks = [];
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) globalThis.longTasks.push(task.startTime + ':' + task.duration);
  }).observe({ type: 'longtask', buffered: true });
`;

async function savedTwice(context: BrowserContext, first: string, second: string, n: number) {
  const post = {
    title: `Revised at length ${n}`,
    slug: `revised-at-length-${n}`,
    content: first,
    excerpt: 'A post saved twice, at length.',
    image: '/api/placeholder-image',
    category: 'Development',
    published: false,
    publishAt: null,
  };
  const created = await context.request.post('/api/admin/blog', { data: post });
  if (created.status() !== 201) throw new Error(`Creating the post answered ${created.status()}`);
  const { id } = (await created.json()) as { id: number };
  const updated = await context.request.put(`/api/admin/blog/${id}`, {
    data: { ...post, content: second },
  });
  if (!updated.ok()) throw new Error(`Saving the post again answered ${updated.status()}`);
  return id;
}

/** The longest task from picking the older revision until the screen settles, in ms (0: none of 50 ms). */
async function longestTaskComparing(context: BrowserContext, postId: number): Promise<number> {
  const page = await context.newPage();
  try {
    await page.goto(`/admin/blog/revisions/${postId}`);
    // The newest revision, shown first, is the current content.
    await page.getByText('This revision has the same content').waitFor();
    const clickedAt = (await page.evaluate('performance.now()')) as number;
    await page.getByRole('navigation', { name: 'Revisions' }).getByRole('button').last().click();
    await page.getByRole('table', { name: 'Changes' }).waitFor();
    // The tasks that follow, laying the comparison out, are reported once they end.
    await page.waitForTimeout(1_000);
    const tasks = (await page.evaluate('globalThis.longTasks')) as string[];
    const durations = tasks
      .map((task) => task.split(':').map(Number) as [number, number])
      .filter(([start, duration]) => start + duration >= clickedAt)
      .map(([, duration]) => Math.round(duration));
    return Math.max(0, ...durations);
  } finally {
    await page.close();
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Issue 32: how long the Revisions screen blocks the browser comparing a revision of a 30,000-line post
 * with the current one, from the admin's click to the comparison shown (the longest main-thread task).
 */
export async function measureRevisionsScreen(siteUrl: string): Promise<Measurement[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const measurements: Measurement[] = [];
  try {
    const context = await browser.newContext({ baseURL: siteUrl });
    const signIn = await context.request.post('/api/login', { data: BENCH_ADMIN });
    if (!signIn.ok()) throw new Error(`Signing in answered ${signIn.status()}`);
    await context.addInitScript({ content: RECORD_LONG_TASKS });
    for (const [n, { label, first, second }] of PAIRS.entries()) {
      const postId = await savedTwice(context, first, second, n);
      const longest: number[] = [];
      for (let run = 0; run < RUNS; run++)
        longest.push(await longestTaskComparing(context, postId));
      measurements.push({
        name: `Revisions screen, post of ${POST_LINES} lines, ${label}: longest task (median of ${RUNS}, range ${Math.min(...longest)}–${Math.max(...longest)})`,
        value: median(longest),
        unit: 'ms',
        target: LONGEST_TASK_MS,
        kind: 'max',
      });
    }
  } finally {
    await browser.close();
  }
  return measurements;
}
