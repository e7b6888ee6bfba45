import { parseMediaEntry, type Images, type MediaEntry } from '@studio/schemas';
import { MediaItem } from '@studio/ui/media';
import classes from './MediaStrip.module.css';
import { useCatalog } from '../../messages/useCatalog';
import { APP_CATALOG } from './appCatalog';

interface MediaStripProps {
  appName: string;
  screenshots: string[];
  images: Images;
}

/** Screenshots and videos side by side (9:16, at most 440 px tall), scrolled horizontally. */
export function MediaStrip({ appName, screenshots, images }: MediaStripProps) {
  const { t } = useCatalog(APP_CATALOG);
  const media = screenshots
    .map(parseMediaEntry)
    .filter((entry): entry is MediaEntry => entry !== null);
  if (media.length === 0) return null;

  return (
    <div
      className={classes.strip}
      role="region"
      aria-label={t('media.label', { name: appName })}
      // Focusable so keyboard users can scroll it with the arrow keys.
      tabIndex={0}
    >
      {media.map((entry, index) => {
        const label = t('media.item', { name: appName, kind: entry.kind, position: index + 1 });
        return (
          <div key={`${entry.url}-${index}`} className={classes.item}>
            <MediaItem
              media={entry}
              label={label}
              playLabel={t('media.play', { label })}
              // The first screenshot is the page's largest picture on a phone: it loads first, at once.
              // The others follow as they come into view (on a wide screen, straight after layout).
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
              images={images}
            />
          </div>
        );
      })}
    </div>
  );
}
