import { Badge, Card, Group, Text, Title } from '@mantine/core';
import { ImageWithFallback } from '@studio/ui';
import { mediaCount } from '../media/mediaCount';
import type { AppFormValues } from './appFormValues';

/** How the app will look on its card, updated as the form changes. */
export function AppPreviewCard({ values }: { values: AppFormValues }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="app-preview">
      <Title order={2} size="h4" mb="md" id="app-preview">
        Preview
      </Title>
      <Group wrap="nowrap" align="flex-start">
        <ImageWithFallback
          src={values.icon}
          alt={values.name ? `${values.name} icon` : 'App icon'}
          width={64}
          height={64}
          radius="var(--mantine-radius-md)"
          style={{ flexShrink: 0 }}
        />
        <div style={{ minWidth: 0 }}>
          <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {values.name || 'App name'}
          </Text>
          <Group gap={6} mt={4}>
            <Badge variant="light">{values.category}</Badge>
            {values.featured && (
              <Badge variant="light" color="yellow">
                Featured
              </Badge>
            )}
          </Group>
        </div>
      </Group>
      <Text size="sm" c="dimmed" mt="md" style={{ overflowWrap: 'anywhere' }}>
        {values.shortDescription || 'The short description appears here.'}
      </Text>
      <Text size="sm" mt="sm">
        {mediaCount(values.screenshots)}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        /apps/{values.slug || 'slug'}
      </Text>
    </Card>
  );
}
