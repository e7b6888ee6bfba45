import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { useMessages } from '../messages/MessagesContext';
import { ClassButton } from './ClassButton';
import { SiteLink } from './SiteLink';
import {
  useRetryFailedQueries,
  type FailedQueriesRetry,
} from '../queryStore/useRetryFailedQueries';
import { LightIconTile } from './LightIconTile';
import { SiteIcon } from '../icons/SiteIcon';

interface ErrorViewProps {
  title: string;
  message: string;
  actionLabel: string;
  actionTo: string;
  /** What "Try again" does; by default every failed query on the page loads again. */
  retry?: FailedQueriesRetry;
}

/** A full-page failure: what went wrong, a way to try again, and the way back. */
export function ErrorView({ title, message, actionLabel, actionTo, retry }: ErrorViewProps) {
  const { t } = useMessages();
  const pageRetry = useRetryFailedQueries();
  const { retry: onRetry, retrying } = retry ?? pageRetry;

  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md" role="alert">
        <LightIconTile tone="red" large>
          <SiteIcon name="alert-triangle" size={34} />
        </LightIconTile>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" size="lg">
          {message}
        </Text>
        <Group justify="center">
          <ClassButton
            component="button"
            type="button"
            look="default"
            onClick={onRetry}
            disabled={retrying}
            leftSection={<SiteIcon name="refresh" size={18} />}
          >
            {t('error.tryAgain')}
          </ClassButton>
          <ClassButton
            component={SiteLink}
            to={actionTo}
            look="filled"
            leftSection={<SiteIcon name="arrow-left" size={18} />}
          >
            {actionLabel}
          </ClassButton>
        </Group>
      </Stack>
    </Container>
  );
}
