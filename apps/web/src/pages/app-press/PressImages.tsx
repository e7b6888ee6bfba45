import { Text } from '@mantine/core';
import { parseMediaEntry, type App, resizableWidth } from '@studio/schemas';
import { ImageWithFallback } from '@studio/ui';
import { CardGrid } from '../../components/CardGrid';
import { TextLink } from '../../components/TextLink';
import { useCatalog } from '../../messages/useCatalog';
import { PRESS_KIT_CATALOG } from './pressKitCatalog';
import classes from './PressImages.module.css';

/** The icon and every screenshot, each with a link to its original file and its size in pixels. */
export function PressImages({ app }: { app: App }) {
  const { t } = useCatalog(PRESS_KIT_CATALOG);
  const screenshots = app.screenshots
    .map(parseMediaEntry)
    .flatMap((media) => (media?.kind === 'image' ? [media.url] : []));
  const pictures = [
    { url: app.icon, label: t('media.icon', { name: app.name }) },
    ...screenshots.map((url, index) => ({
      url,
      label: t('media.screenshot', { name: app.name, position: index + 1 }),
    })),
  ];
  return (
    <CardGrid>
      {pictures.map(({ url, label }) => {
        const size = app.images[url];
        return (
          <div key={url} className={classes.card}>
            <ImageWithFallback
              src={url}
              resizableWidth={resizableWidth(app.images, url)}
              alt={label}
              width={240}
              height={240}
              sizes="240px"
              style={{ objectFit: 'contain', width: '100%', height: 240 }}
            />
            <Text size="sm" mt="sm">
              <TextLink href={url}>{t('media.original', { label })}</TextLink>
              {size && t('media.size', { width: size.width, height: size.height })}
            </Text>
          </div>
        );
      })}
    </CardGrid>
  );
}
