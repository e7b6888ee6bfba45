import { Group, Stack, Text, Title } from '@mantine/core';
import {
  APP_DOCUMENT_KINDS,
  appDocumentPath,
  appDocumentText,
  appPressPath,
  type App,
  resizableWidth,
} from '@studio/schemas';
import { ImageWithFallback } from '@studio/ui';
import { formatLongDate } from '../../format/formatLongDate';
import { APP_DOCUMENT_TEXTS } from '../app-document/appDocumentTexts';
import { StoreBadges } from './StoreBadges';
import classes from './AppDetailPage.module.css';
import { SiteIcon } from '../../icons/SiteIcon';
import { ClassBadge } from '../../components/ClassBadge';
import { TextLink } from '../../components/TextLink';

/** Icon, name, category, last update, the store buttons, the app's legal links and its press kit. */
export function AppSummaryHeader({ app }: { app: App }) {
  return (
    <Group gap="xl" align="flex-start" wrap="nowrap" className={classes.summary}>
      <ImageWithFallback
        src={app.icon}
        resizableWidth={resizableWidth(app.images, app.icon)}
        alt={`${app.name} icon`}
        width={128}
        height={128}
        radius={28}
        loading="eager"
        className={classes.icon}
      />
      <Stack gap="sm">
        <Title order={1}>{app.name}</Title>
        <Group gap="sm">
          <ClassBadge look="aqua" size="lg">
            {app.category}
          </ClassBadge>
          {app.featured && (
            <ClassBadge look="gradient" size="lg">
              Featured
            </ClassBadge>
          )}
        </Group>
        <Group gap={6} c="dimmed">
          <SiteIcon name="calendar" size={16} />
          <Text size="sm">
            Last updated <time dateTime={app.updatedAt}>{formatLongDate(app.updatedAt)}</time>
          </Text>
        </Group>
        <Group gap="md" mt="xs">
          <StoreBadges app={app} />
          {APP_DOCUMENT_KINDS.filter((kind) => appDocumentText(app, kind)).map((kind) => {
            const { linkLabel, linkIcon } = APP_DOCUMENT_TEXTS[kind];
            return (
              <TextLink
                key={kind}
                to={appDocumentPath(app.slug, kind)}
                className={classes.legalLink}
              >
                <SiteIcon name={linkIcon} size={16} />
                {` ${linkLabel}`}
              </TextLink>
            );
          })}
          {app.pressKitEnabled && (
            <TextLink to={appPressPath(app.slug)} className={classes.legalLink}>
              <SiteIcon name="news" size={16} />
              {' Press kit'}
            </TextLink>
          )}
        </Group>
      </Stack>
    </Group>
  );
}
