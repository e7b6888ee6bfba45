export const YOUTUBE_URL_MESSAGE =
  'Please enter a valid YouTube URL (regular video, short, or embed link)';

const VIDEO_ID = '([A-Za-z0-9_-]{11})';
const HOST = '(?:https?:\\/\\/)?(?:www\\.|m\\.)?';

// Regular (watch?v=), Shorts, embed and youtu.be links, each with an 11-character video id.
const YOUTUBE_PATTERNS = [
  new RegExp(`^${HOST}youtube\\.com\\/watch\\?(?:[^#]*&)?v=${VIDEO_ID}(?:[&#].*)?$`),
  new RegExp(`^${HOST}youtube\\.com\\/shorts\\/${VIDEO_ID}(?:[?#/].*)?$`),
  new RegExp(`^${HOST}(?:youtube\\.com|youtube-nocookie\\.com)\\/embed\\/${VIDEO_ID}(?:[?#/].*)?$`),
  new RegExp(`^(?:https?:\\/\\/)?youtu\\.be\\/${VIDEO_ID}(?:[?#/].*)?$`),
];

/** The 11-character video id of a YouTube link, or null when the text is not one. */
export function youtubeVideoId(url: string): string | null {
  const text = url.trim();
  for (const pattern of YOUTUBE_PATTERNS) {
    const match = pattern.exec(text);
    if (match?.[1]) return match[1];
  }
  return null;
}

export function youtubeWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`;
}

export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}`;
}

export function youtubeThumbnailUrl(videoId: string): string {
  return `https://img.youtube.com/vi/${videoId}/hqdefault.jpg`;
}
