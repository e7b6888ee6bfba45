/** Where the server answers the generated discovery files. */
export const SITEMAP_PATH = '/sitemap.xml';
export const FEED_PATH = '/feed.xml';
export const ROBOTS_PATH = '/robots.txt';

/** The feed's name, in the blog pages' <link rel="alternate"> and in the feed itself. */
export const FEED_TITLE = 'Pixelwave Studio Blog';
