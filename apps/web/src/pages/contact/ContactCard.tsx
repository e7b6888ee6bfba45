import { Card, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconTile } from '../../components/IconTile';
import { SiteIcon } from '../../icons/SiteIcon';
import type { SiteIconName } from '../../icons/siteIcons';

interface ContactCardProps {
  icon: SiteIconName;
  title: string;
  text: string;
  /** The way to get in touch, e.g. a link; omitted for information only. */
  children?: ReactNode;
}

/** One way to reach the studio. */
export function ContactCard({ icon, title, text, children }: ContactCardProps) {
  return (
    <Card padding="xl">
      <IconTile size={48} radius="md" variant="gradient" mb="md">
        <SiteIcon name={icon} size={26} />
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
