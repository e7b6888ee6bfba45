import type { EntityManager } from '@mikro-orm/postgresql';
import {
  appInputSchema,
  blogPostInputSchema,
  privacyDeclarationSchema,
  releaseInputSchema,
  youtubeEntry,
} from '@studio/schemas';
import { ADVISORY_LOCKS, App, AppPrivacyDeclaration, BlogPost, Release } from '@studio/db';
import { appIconSvg } from './art/appIcon';
import { blogCoverSvg } from './art/blogCover';
import { screenshotSvg } from './art/screenshot';
import { SAMPLE_APPS, type SampleApp } from './sampleApps';
import { SAMPLE_POSTS, type SamplePost } from './samplePosts';
import { storePicture } from './storePicture';

const DAY_MS = 24 * 60 * 60 * 1000;

function daysBefore(now: number, days: number): Date {
  return new Date(now - days * DAY_MS);
}

async function addSampleApp(tx: EntityManager, app: SampleApp, now: number): Promise<void> {
  const {
    palette,
    glyph,
    screens,
    trailerVideoId,
    createdDaysAgo,
    updatedDaysAgo,
    releases = [],
    launchInDays,
    privacyDeclaration,
    ...fields
  } = app;
  const icon = await storePicture(
    tx,
    `${app.slug}-icon`,
    appIconSvg(app.name, palette, glyph),
    'png',
  );
  const screenshots: string[] = [];
  for (const [index, screen] of screens.entries()) {
    const svg = screenshotSvg(app.name, palette, screen);
    // The first screenshot is a PNG as phones take them, so resized copies are served from the first
    // start; the others stay SVG, which is quicker to seed and shows that path too.
    const format = index === 0 ? 'png' : 'svg';
    screenshots.push(await storePicture(tx, `${app.slug}-screenshot-${index + 1}`, svg, format));
  }
  if (trailerVideoId) screenshots.push(youtubeEntry(trailerVideoId));
  const launch = launchInDays === undefined ? null : new Date(now + launchInDays * DAY_MS);
  const created = tx.create(App, {
    // Parsing keeps the samples within the rules the admin forms enforce.
    ...appInputSchema.parse({ ...fields, icon, screenshots, publishAt: launch?.toISOString() }),
    publishAt: launch,
    launchPending: launch !== null,
    createdAt: daysBefore(now, createdDaysAgo),
    updatedAt: daysBefore(now, updatedDaysAgo),
  });
  for (const { daysAgo, ...release } of releases) {
    const releasedAt = daysBefore(now, daysAgo).toISOString().slice(0, 10);
    tx.create(Release, { ...releaseInputSchema.parse({ ...release, releasedAt }), app: created });
  }
  if (privacyDeclaration) {
    tx.create(AppPrivacyDeclaration, {
      app: created,
      declaration: privacyDeclarationSchema.parse(privacyDeclaration),
    });
  }
}

async function addSamplePost(tx: EntityManager, post: SamplePost, now: number): Promise<void> {
  const { cover, daysAgo, ...fields } = post;
  const svg = blogCoverSvg(post.title, post.category, cover);
  const image = await storePicture(tx, `${post.slug}-cover`, svg, 'jpeg');
  const writtenAt = daysBefore(now, daysAgo);
  tx.create(BlogPost, {
    ...blogPostInputSchema.parse({ ...fields, image }),
    createdAt: writtenAt,
    updatedAt: writtenAt,
  });
}

/**
 * Fills an empty site (no apps and no blog posts) with sample apps, posts and their pictures, in one transaction.
 * Safe on every start and from several instances at once. Answers whether it added anything.
 */
export async function seedSampleContent(em: EntityManager): Promise<boolean> {
  return em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(?)', [ADVISORY_LOCKS.sampleContent]);
    // Checked after taking the lock, so that an instance that waited sees what the first one added.
    if ((await tx.count(App)) > 0 || (await tx.count(BlogPost)) > 0) return false;
    const now = Date.now();
    for (const app of SAMPLE_APPS) await addSampleApp(tx, app, now);
    for (const post of SAMPLE_POSTS) await addSamplePost(tx, post, now);
    return true;
  });
}
