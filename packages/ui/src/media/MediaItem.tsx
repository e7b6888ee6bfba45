import { resizableWidth, type Images, type MediaEntry } from '@studio/schemas';
import { ImageWithFallback } from '../image/ImageWithFallback';
import { frameStyle, MEDIA_HEIGHT, MEDIA_WIDTH } from './mediaFrame';
import { YoutubeVideo } from './YoutubeVideo';

interface MediaItemProps {
  media: MediaEntry;
  /** Describes the item, e.g. "Star Hopper screenshot 2"; becomes the alt text or frame title. */
  label: string;
  /** A YouTube video's play button, in the page's language, e.g. "Play Star Hopper video 3". */
  playLabel: string;
  /** Items visible on first paint load eagerly; the rest wait until scrolled near. */
  loading?: 'lazy' | 'eager';
  /** 'high' for the page's largest picture. */
  fetchPriority?: 'high';
  /** Sizes of uploaded images, for resized copies (see ImageWithFallback). */
  images?: Images;
}

// Drawn 9:16 at the strip's height, min(440px, 70vh): 248 px wide, or 39.4vh on short screens.
const MEDIA_SIZES = '(max-height: 629px) 40vh, 248px';

/** One screenshot-strip entry: an image, an uploaded video, or a YouTube video (privacy-friendly, on demand). */
export function MediaItem({
  media,
  label,
  playLabel,
  loading = 'lazy',
  fetchPriority,
  images,
}: MediaItemProps) {
  if (media.kind === 'image') {
    return (
      <ImageWithFallback
        src={media.url}
        alt={label}
        loading={loading}
        fetchPriority={fetchPriority}
        width={MEDIA_WIDTH}
        height={MEDIA_HEIGHT}
        resizableWidth={images && resizableWidth(images, media.url)}
        sizes={MEDIA_SIZES}
        style={frameStyle}
      />
    );
  }
  if (media.kind === 'video') {
    return (
      <video
        src={media.url}
        controls
        preload="metadata"
        playsInline
        aria-label={label}
        width={MEDIA_WIDTH}
        height={MEDIA_HEIGHT}
        style={frameStyle}
      />
    );
  }
  return <YoutubeVideo videoId={media.videoId} label={label} playLabel={playLabel} />;
}
