import { Container, Skeleton, Stack } from '@mantine/core';
import { useCatalog } from '../../messages/useCatalog';
import { BLOG_CATALOG } from './blogCatalog';

/** The post page's shape while the post loads. */
export function BlogPostSkeleton() {
  const { t } = useCatalog(BLOG_CATALOG);
  return (
    <Container size="md" py={48} aria-busy="true" aria-label={t('post.loading')}>
      <Stack gap="md">
        <Skeleton height={36} width={140} radius="xl" />
        <Skeleton height={44} width="80%" />
        <Skeleton height={20} width={220} />
        <Skeleton style={{ aspectRatio: '1200 / 630' }} radius="xl" />
        <Skeleton height={14} />
        <Skeleton height={14} />
        <Skeleton height={14} width="70%" />
      </Stack>
    </Container>
  );
}
