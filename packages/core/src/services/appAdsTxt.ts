import type { EntityManager } from '@mikro-orm/postgresql';
import { appAdsTxtProblems, type AppAdsTxt } from '@studio/schemas';
import type { SignedInContext } from '../context';
import { DomainError } from '../errors';
import { CONTENT_CHANGES } from './contentChanges';
import { writeContent } from './contentWrite';
import { readSetting, writeSetting } from './siteSettings';

/** The site's app-ads.txt as saved; empty when there is none. */
export async function readAppAdsTxt(em: EntityManager): Promise<AppAdsTxt> {
  return { content: await readSetting(em, 'appAdsTxt') };
}

/**
 * Replaces the app-ads.txt file after checking every line; a bad line is refused with its number and
 * problem as the message ("Line 2: ..."), and every bad line listed under "content". Line endings are
 * stored as \n, which is what crawlers expect either way.
 */
export async function saveAppAdsTxt(ctx: SignedInContext, content: string): Promise<AppAdsTxt> {
  const problems = appAdsTxtProblems(content);
  if (problems.length) {
    throw new DomainError('invalid', problems[0]!, { content: problems });
  }
  const normalised = content.replace(/\r\n?/g, '\n');
  await writeContent(ctx, CONTENT_CHANGES.settingsChanged(), (tx) =>
    writeSetting(tx, 'appAdsTxt', normalised),
  );
  return { content: normalised };
}
