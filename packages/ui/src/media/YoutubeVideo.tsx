import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { youtubeEmbedUrl, youtubeThumbnailUrl, youtubeWatchUrl } from '@studio/schemas';
import { useState, type CSSProperties } from 'react';
import { frameStyle, MEDIA_HEIGHT, MEDIA_WIDTH } from './mediaFrame';

const PERMISSIONS =
  'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen';

const posterStyle: CSSProperties = {
  ...frameStyle,
  position: 'relative',
  overflow: 'hidden',
  display: 'grid',
  placeItems: 'center',
};

const thumbnailStyle: CSSProperties = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
};

const playStyle: CSSProperties = {
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: 64,
  height: 64,
  borderRadius: '50%',
  color: 'var(--mantine-color-white)',
  background: 'rgba(11, 16, 38, 0.75)',
};

interface YoutubeVideoProps {
  videoId: string;
  /** Names the video, e.g. "Star Hopper video 3". */
  label: string;
  /** Names its play button, e.g. "Play Star Hopper video 3". */
  playLabel: string;
}

/**
 * A YouTube video as its thumbnail and a play button; YouTube's player, a heavy page of its own, loads
 * only when asked for (and then plays at once). Without JavaScript the button is a link to the video.
 */
export function YoutubeVideo({ videoId, label, playLabel }: YoutubeVideoProps) {
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
      aria-label={playLabel}
      style={posterStyle}
      onClick={(event) => {
        event.preventDefault();
        setPlaying(true);
      }}
    >
      <img
        src={youtubeThumbnailUrl(videoId)}
        alt=""
        loading="lazy"
        decoding="async"
        style={thumbnailStyle}
      />
      <span style={playStyle} aria-hidden="true">
        <IconPlayerPlayFilled size={28} />
      </span>
    </a>
  );
}
