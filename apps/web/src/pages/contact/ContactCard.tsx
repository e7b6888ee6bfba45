import { Card, Text, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { IconTile } from '../../components/IconTile';

interface ContactCardProps {
  icon: Icon;
  title: string;
  text: string;
  /** The way to get in touch, e.g. a link; omitted for information only. */
  children?: ReactNode;
}

/** One way to reach the studio. */
export function ContactCard({ icon: CardIcon, title, text, children }: ContactCardProps) {
  return (
    <Card padding="xl">
      <IconTile size={48} radius="md" variant="gradient" mb="md">
        <CardIcon size={26} aria-hidden />
      </IconTile>
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text c="dimmed" mt={6} mb={children ? 'md' : undefined}>
        {text}
      </Text>
      {children}
    </Card>
  );
}
