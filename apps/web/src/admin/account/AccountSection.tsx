import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AccountSectionProps {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}

/** One part of the Account screen: a titled panel with a line on what it is for. */
export function AccountSection({ id, title, description, children }: AccountSectionProps) {
  return (
    <Paper withBorder radius="md" p="xl" component="section" aria-labelledby={id}>
      <Stack>
        <div>
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
