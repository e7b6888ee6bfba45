import { IconBrandYoutubeFilled } from '@tabler/icons-react';
import { youtubeEmbedUrl, youtubeWatchUrl } from '@studio/schemas';
import { useState, type CSSProperties } from 'react';
import { frameStyle, MEDIA_HEIGHT, MEDIA_WIDTH } from './mediaFrame';

const PERMISSIONS =
  'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen';

const posterStyle: CSSProperties = {
  ...frameStyle,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 12,
  color: 'var(--mantine-color-white)',
  fontWeight: 700,
  textDecoration: 'none',
  background:
    'radial-gradient(circle at 50% 40%, rgba(132, 94, 247, 0.45), transparent 60%), var(--mantine-color-ink-9)',
};

interface YoutubeVideoProps {
  videoId: string;
  /** Names the video, e.g. "Star Hopper video 3". */
  label: string;
}

/**
 * A YouTube video as a play button: nothing is asked of YouTube (no player, no thumbnail) until the
 * visitor plays it, when the privacy-enhanced player loads and plays at once. Without JavaScript the
 * button is a link to the video on YouTube.
 */
export function YoutubeVideo({ videoId, label }: YoutubeVideoProps) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <iframe
        src={`${youtubeEmbedUrl(videoId)}?autoplay=1`}
        title={label}
        width={MEDIA_WIDTH}
        height={MEDIA_HEIGHT}
        // Full screen is allowed through `allow` (with allowFullScreen as well, browsers warn).
        allow={PERMISSIONS}
        referrerPolicy="strict-origin-when-cross-origin"
        style={frameStyle}
      />
    );
  }
  return (
    <a
      href={youtubeWatchUrl(videoId)}
      aria-label={`Play ${label}`}
      style={posterStyle}
      onClick={(event) => {
        event.preventDefault();
        setPlaying(true);
      }}
    >
      <IconBrandYoutubeFilled size={56} color="#ff0033" aria-hidden />
      <span aria-hidden="true">Play video</span>
    </a>
  );
}
