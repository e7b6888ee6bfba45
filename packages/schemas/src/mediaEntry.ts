import { isMediaReference } from './mediaReference';
import { youtubeVideoId, youtubeWatchUrl } from './youtube';

/** Screenshot entries: an image URL, "video:file:" plus an uploaded video URL, or "video:" plus a YouTube watch URL. */
const VIDEO_FILE_PREFIX = 'video:file:';
const YOUTUBE_PREFIX = 'video:';

export type MediaEntry =
  | { kind: 'image'; url: string }
  | { kind: 'video'; url: string }
  | { kind: 'youtube'; url: string; videoId: string };

export function videoFileEntry(url: string): string {
  return `${VIDEO_FILE_PREFIX}${url}`;
}

export function youtubeEntry(videoId: string): string {
  return `${YOUTUBE_PREFIX}${youtubeWatchUrl(videoId)}`;
}

/** Reads a stored screenshot entry; null when it is none of the three kinds. */
export function parseMediaEntry(entry: string): MediaEntry | null {
  if (entry.startsWith(VIDEO_FILE_PREFIX)) {
    const url = entry.slice(VIDEO_FILE_PREFIX.length);
    return isMediaReference(url) ? { kind: 'video', url } : null;
  }
  if (entry.startsWith(YOUTUBE_PREFIX)) {
    const videoId = youtubeVideoId(entry.slice(YOUTUBE_PREFIX.length));
    return videoId ? { kind: 'youtube', url: youtubeWatchUrl(videoId), videoId } : null;
  }
  const videoId = youtubeVideoId(entry);
  if (videoId) return { kind: 'youtube', url: youtubeWatchUrl(videoId), videoId };
  return isMediaReference(entry) ? { kind: 'image', url: entry } : null;
}

/** The stored form of an entry: bare or non-canonical YouTube links become "video:" plus the watch URL. */
export function normaliseMediaEntry(entry: string): string {
  const media = parseMediaEntry(entry.trim());
  if (media?.kind === 'youtube') return youtubeEntry(media.videoId);
  return entry.trim();
}
