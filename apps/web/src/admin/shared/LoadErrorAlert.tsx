import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

interface LoadErrorAlertProps {
  message: string;
  onRetry: () => void;
}

export function LoadErrorAlert({ message, onRetry }: LoadErrorAlertProps) {
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert" title={message}>
      <Button variant="light" color="red" size="xs" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
