import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

interface ErrorViewProps {
  title: string;
  message: string;
  actionLabel: string;
  actionTo: string;
}

/** A full-page failure: what went wrong and the way back. */
export function ErrorView({ title, message, actionLabel, actionTo }: ErrorViewProps) {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md" role="alert">
        <ThemeIcon size={64} radius="xl" color="red" variant="light">
          <IconAlertTriangle size={34} aria-hidden />
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" size="lg">
          {message}
        </Text>
        <Button
          component={Link}
          to={actionTo}
          leftSection={<IconArrowLeft size={18} aria-hidden />}
        >
          {actionLabel}
        </Button>
      </Stack>
    </Container>
  );
}
