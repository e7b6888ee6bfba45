import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** A page's address and its markup. */
export interface PageMarkup {
  path: string;
  html: string;
}

/** The Nu Html Checker's errors for these files (it writes them to stderr, and exits 1 when there are some). */
async function htmlErrors(files: string[]): Promise<VnuMessage[]> {
  const run = promisify(execFile);
  const { stderr } = await run(
    'java',
    ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  ).catch((failure: { stderr?: string }) => ({ stderr: failure.stderr ?? '' }));
  return (JSON.parse(stderr) as { messages: VnuMessage[] }).messages;
}

/** The checker's errors in these pages, each named by the page's address. */
export async function pageErrors(pages: PageMarkup[]) {
  const folder = await mkdtemp(join(tmpdir(), 'studio-html-'));
  try {
    const files = await Promise.all(
      pages.map(async ({ path, html }, index) => {
        const file = join(folder, `page-${index}.html`);
        await writeFile(file, html);
        return { path, file };
      }),
    );
    const errors = await htmlErrors(files.map(({ file }) => file));
    return errors.map(({ url, lastLine, message, extract }) => ({
      page: files.find(({ file }) => url.endsWith(file))?.path,
      line: lastLine,
      message,
      extract,
    }));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
