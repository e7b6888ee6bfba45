import { Text } from '@mantine/core';
import { parseMediaEntry, type App, resizableWidth } from '@studio/schemas';
import { ImageWithFallback } from '@studio/ui';
import { CardGrid } from '../../components/CardGrid';
import { TextLink } from '../../components/TextLink';
import classes from './PressImages.module.css';

/** The icon and every screenshot, each with a link to its original file and its size in pixels. */
export function PressImages({ app }: { app: App }) {
  const screenshots = app.screenshots
    .map(parseMediaEntry)
    .flatMap((media) => (media?.kind === 'image' ? [media.url] : []));
  const pictures = [
    { url: app.icon, label: `${app.name} icon` },
    ...screenshots.map((url, index) => ({ url, label: `${app.name} screenshot ${index + 1}` })),
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
              <TextLink href={url}>Original of {label}</TextLink>
              {size && ` (${size.width} × ${size.height} px)`}
            </Text>
          </div>
        );
      })}
    </CardGrid>
  );
}
