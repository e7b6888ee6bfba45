import { parseMediaEntry, youtubeThumbnailUrl } from '@studio/schemas';
import { ImageWithFallback } from '@studio/ui';
import type { CSSProperties } from 'react';
import { PlayBadge } from './PlayBadge';

const fill: CSSProperties = { width: '100%', height: '100%', objectFit: 'cover' };

interface MediaPreviewProps {
  entry: string;
  /** e.g. "Media item 2"; becomes the alt text. */
  label: string;
}

/** A still of a stored entry: the image, a video's first frame, or a YouTube thumbnail. */
export function MediaPreview({ entry, label }: MediaPreviewProps) {
  const media = parseMediaEntry(entry);
  if (!media || media.kind === 'image') {
    return <ImageWithFallback src={media?.url} alt={label} width={90} height={160} style={fill} />;
  }
  if (media.kind === 'video') {
    return (
      <>
        {/* The #t fragment makes browsers paint the first frame instead of a blank box. */}
        <video
          src={`${media.url}#t=0.1`}
          preload="metadata"
          muted
          playsInline
          aria-label={`${label} (video)`}
          style={fill}
        />
        <PlayBadge />
      </>
    );
  }
  return (
    <>
      <ImageWithFallback
        src={youtubeThumbnailUrl(media.videoId)}
        alt={`${label} (YouTube video)`}
        width={90}
        height={160}
        style={fill}
      />
      <PlayBadge />
    </>
  );
}
