import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { splitParagraphs } from '@studio/schemas';
import { ImageWithFallback } from '@studio/ui';
import { PublishedBadge } from './PublishedBadge';
import type { BlogPostFormValues } from './blogPostFormValues';

/** The post as visitors will read it, updated as the form changes. */
export function BlogPostPreview({ values }: { values: BlogPostFormValues }) {
  const paragraphs = splitParagraphs(values.content);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="post-preview">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id="post-preview">
          Preview
        </Title>
        <PublishedBadge published={values.published} publishAt={values.publishAt || null} />
      </Group>
      {values.image.trim() && (
        <Card.Section mb="md">
          <ImageWithFallback
            src={values.image}
            alt={values.title ? `Featured image of ${values.title}` : 'Featured image'}
            width={16}
            height={9}
            style={{ width: '100%' }}
          />
        </Card.Section>
      )}
      {values.category && (
        <Badge variant="light" mb="xs">
          {values.category}
        </Badge>
      )}
      <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
        {values.title || 'Post title'}
      </Text>
      <Text size="sm" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
        {values.excerpt || 'The excerpt appears here.'}
      </Text>
      {/* Long content scrolls: focusable, so that the keyboard can scroll it too. */}
      <Stack
        gap="xs"
        mt="md"
        mah={320}
        style={{ overflowY: 'auto' }}
        tabIndex={0}
        role="region"
        aria-label="Content preview"
      >
        {paragraphs.length === 0 ? (
          <Text size="sm" c="dimmed">
            The content appears here.
          </Text>
        ) : (
          paragraphs.map((paragraph, index) => (
            <Text
              key={index}
              size="sm"
              style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            >
              {paragraph}
            </Text>
          ))
        )}
      </Stack>
    </Card>
  );
}
