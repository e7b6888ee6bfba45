import { youtubeEmbedUrl, type Images, type MediaEntry } from '@studio/schemas';
import type { CSSProperties } from 'react';
import { ImageWithFallback } from '../image/ImageWithFallback';

/** Media is portrait phone footage: 9:16. */
const MEDIA_WIDTH = 540;
const MEDIA_HEIGHT = 960;

interface MediaItemProps {
  media: MediaEntry;
  /** Describes the item, e.g. "Star Hopper screenshot 2"; becomes the alt text or frame title. */
  label: string;
  /** Items visible on first paint load eagerly; the rest wait until scrolled near. */
  loading?: 'lazy' | 'eager';
  /** Sizes of uploaded images, for resized copies (see ImageWithFallback). */
  images?: Images;
}

// Drawn 9:16 at the strip's height, min(440px, 70vh): 248 px wide, or 39.4vh on short screens.
const MEDIA_SIZES = '(max-height: 629px) 40vh, 248px';

const frameStyle: CSSProperties = {
  display: 'block',
  aspectRatio: `${MEDIA_WIDTH} / ${MEDIA_HEIGHT}`,
  height: '100%',
  width: 'auto',
  maxWidth: 'none',
  border: 0,
  borderRadius: 'var(--mantine-radius-lg)',
  background: 'var(--mantine-color-ink-9)',
};

/** One screenshot-strip entry: an image, an uploaded video, or a privacy-friendly YouTube embed. */
export function MediaItem({ media, label, loading = 'lazy', images }: MediaItemProps) {
  if (media.kind === 'image') {
    return (
      <ImageWithFallback
        src={media.url}
        alt={label}
        loading={loading}
        width={MEDIA_WIDTH}
        height={MEDIA_HEIGHT}
        images={images}
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
  return (
    <iframe
      src={youtubeEmbedUrl(media.videoId)}
      title={label}
      loading={loading}
      width={MEDIA_WIDTH}
      height={MEDIA_HEIGHT}
      allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
      referrerPolicy="strict-origin-when-cross-origin"
      allowFullScreen
      style={frameStyle}
    />
  );
}
