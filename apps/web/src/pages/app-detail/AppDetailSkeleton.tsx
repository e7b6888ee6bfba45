import { Container, Group, Skeleton, Stack } from '@mantine/core';
import { useCatalog } from '../../messages/useCatalog';
import { APP_CATALOG } from './appCatalog';

/** The detail page's shape while the app loads. */
export function AppDetailSkeleton() {
  const { t } = useCatalog(APP_CATALOG);
  return (
    <Container size="lg" py={48} aria-busy="true" aria-label={t('loading.label')}>
      <Group gap="xl" align="flex-start">
        <Skeleton width={128} height={128} radius={28} />
        <Stack gap="sm" style={{ flex: 1 }}>
          <Skeleton height={40} width="50%" />
          <Skeleton height={20} width={120} />
          <Skeleton height={16} width={200} />
          <Skeleton height={44} width={240} radius="xl" />
        </Stack>
      </Group>
      <Group gap="md" mt={48} wrap="nowrap" style={{ overflow: 'hidden' }}>
        {[1, 2, 3, 4].map((key) => (
          <Skeleton key={key} height={440} width={248} radius="lg" style={{ flex: 'none' }} />
        ))}
      </Group>
      <Stack gap="sm" mt={48}>
        <Skeleton height={14} />
        <Skeleton height={14} />
        <Skeleton height={14} width="80%" />
      </Stack>
    </Container>
  );
}
