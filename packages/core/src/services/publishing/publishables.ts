import type { PublishableKind } from '@studio/schemas';
import { publishableApps } from '../apps';
import { publishablePosts } from '../blogPosts';
import type { AnyPublishable } from './publishable';

/**
 * Every kind of content on the publishing path, by its name: what reads any kind (a preview link, an old
 * slug, a scheduled launch) finds its declaration here. A new kind is declared beside its service and listed
 * here (and in PUBLISHABLE_KINDS of @studio/schemas).
 */
export const PUBLISHABLES: Record<PublishableKind, AnyPublishable> = {
  blogPost: publishablePosts,
  app: publishableApps,
};
