import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

interface LoadFailureProps {
  title: string;
  message: string;
  backLabel: string;
  backTo: string;
}

/** Shown instead of a form whose item could not be loaded. */
export default function LoadFailure({ title, message, backLabel, backTo }: LoadFailureProps) {
  useDocumentTitle(title);
  return (
    <Container size="sm" py="xl">
      <Stack align="center" ta="center" role="alert">
        <ThemeIcon color="red" variant="light" size={56} radius="xl" aria-hidden>
          <IconAlertTriangle size={30} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{message}</Text>
        <Button component={Link} to={backTo} leftSection={<IconArrowLeft size={16} aria-hidden />}>
          {backLabel}
        </Button>
      </Stack>
    </Container>
  );
}
