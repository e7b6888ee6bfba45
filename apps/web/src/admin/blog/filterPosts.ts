import type { BlogPostSummary } from '@studio/schemas';

/** Posts whose title, excerpt or category contains the search text, ignoring case. */
export function filterPosts(posts: readonly BlogPostSummary[], search: string): BlogPostSummary[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...posts];
  return posts.filter((post) =>
    [post.title, post.excerpt, post.category].some((text) => text.toLowerCase().includes(needle)),
  );
}
