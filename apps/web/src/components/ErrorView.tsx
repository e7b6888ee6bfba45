import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { useIsFetching, useQueryClient, type Query } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { IconTile } from './IconTile';

interface ErrorViewProps {
  title: string;
  message: string;
  actionLabel: string;
  actionTo: string;
  /** What "Try again" does; by default every failed request on the page is made again. */
  onRetry?: () => void;
}

const failed = (query: Query) => query.state.status === 'error';

/** A full-page failure: what went wrong, a way to try again, and the way back. */
export function ErrorView({ title, message, actionLabel, actionTo, onRetry }: ErrorViewProps) {
  const queryClient = useQueryClient();
  // Only the failed requests count: others (the session, say) may be in flight as the page hydrates.
  const retrying = useIsFetching({ predicate: failed }) > 0;
  const retryFailed = () => void queryClient.refetchQueries({ type: 'active', predicate: failed });

  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md" role="alert">
        <IconTile size={64} radius="xl" color="red" variant="light">
          <IconAlertTriangle size={34} aria-hidden />
        </IconTile>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" size="lg">
          {message}
        </Text>
        <Group justify="center">
          <Button
            variant="default"
            onClick={onRetry ?? retryFailed}
            loading={retrying}
            leftSection={<IconRefresh size={18} aria-hidden />}
          >
            Try again
          </Button>
          <Button
            component={Link}
            to={actionTo}
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          >
            {actionLabel}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
