export const BLOG_LOAD_ERROR = 'Failed to load blog posts. Please try again later.';
export const NO_BLOG_POSTS = 'No blog posts available at the moment.';
