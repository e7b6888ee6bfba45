import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface FormSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One titled card of an admin form. */
export function FormSection({ title, description, children }: FormSectionProps) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mt={4}>
          {description}
        </Text>
      )}
      <Stack gap="md" mt="md">
        {children}
      </Stack>
    </Paper>
  );
}
