import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

interface AdminPageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons shown beside the title (below it on phones). */
  actions?: ReactNode;
}

export function AdminPageHeader({ title, description, actions }: AdminPageHeaderProps) {
  useDocumentTitle(title);
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="lg">
      <div>
        <Title order={1}>{title}</Title>
        {description && <Text c="dimmed">{description}</Text>}
      </div>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
