import { Badge, Card, Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { IconEye, IconSparkles } from '@tabler/icons-react';
import { ImageWithFallback } from '@studio/ui';
import { Link } from 'react-router-dom';
import { appPath, type AppSummary } from '@studio/schemas';
import { StarRating } from './StarRating';
import { formatViews } from './viewCount';
import classes from './AppCard.module.css';

interface AppCardProps {
  app: AppSummary;
  headingOrder?: TitleOrder;
}

/** An app in a grid; the whole card opens the app's page (through its title link). */
export function AppCard({ app, headingOrder = 3 }: AppCardProps) {
  return (
    <Card className={classes.card} data-featured={app.featured || undefined} padding="lg">
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <ImageWithFallback
            src={app.icon}
            images={app.images}
            alt={`${app.name} icon`}
            width={72}
            height={72}
            radius={18}
            className={classes.icon}
          />
          <Group gap={6} justify="flex-end">
            {app.featured && (
              <Badge variant="gradient" leftSection={<IconSparkles size={12} aria-hidden />}>
                Featured
              </Badge>
            )}
            <Badge variant="light" color="aqua">
              {app.category}
            </Badge>
          </Group>
        </Group>
        <div>
          <Title order={headingOrder} size="h3" className={classes.title}>
            <Link to={appPath(app.slug)} className={classes.link}>
              {app.name}
            </Link>
          </Title>
          <Text size="sm" c="dimmed" mt={6} lineClamp={3}>
            {app.shortDescription}
          </Text>
        </div>
        <Group justify="space-between" mt="auto">
          <StarRating />
          <Group gap={4} c="dimmed">
            <IconEye size={16} aria-hidden />
            <Text size="xs" fw={600}>
              {formatViews(app.views)}
            </Text>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
