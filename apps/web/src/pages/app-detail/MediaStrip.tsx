import { parseMediaEntry, type Images, type MediaEntry } from '@studio/schemas';
import { MediaItem } from '@studio/ui';
import classes from './MediaStrip.module.css';

interface MediaStripProps {
  appName: string;
  screenshots: string[];
  images: Images;
}

function mediaLabel(appName: string, media: MediaEntry, position: number): string {
  return `${appName} ${media.kind === 'image' ? 'screenshot' : 'video'} ${position}`;
}

/** How many items a wide screen shows before scrolling: these load at once. */
const FIRST_VISIBLE = 4;

/** Screenshots and videos side by side (9:16, at most 440 px tall), scrolled horizontally. */
export function MediaStrip({ appName, screenshots, images }: MediaStripProps) {
  const media = screenshots
    .map(parseMediaEntry)
    .filter((entry): entry is MediaEntry => entry !== null);
  if (media.length === 0) return null;

  return (
    <div
      className={classes.strip}
      role="region"
      aria-label={`${appName} screenshots and videos`}
      // Focusable so keyboard users can scroll it with the arrow keys.
      tabIndex={0}
    >
      {media.map((entry, index) => (
        <div key={`${entry.url}-${index}`} className={classes.item}>
          <MediaItem
            media={entry}
            label={mediaLabel(appName, entry, index + 1)}
            loading={index < FIRST_VISIBLE ? 'eager' : 'lazy'}
            images={images}
          />
        </div>
      ))}
    </div>
  );
}
