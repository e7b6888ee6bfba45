import { Paper, Text } from '@mantine/core';
import { SiteIcon } from '../icons/SiteIcon';
import { IconTile } from './IconTile';

interface StatusMessageProps {
  kind: 'error' | 'empty';
  children: string;
}

/** The in-place message of a list that failed to load or has nothing to show. */
export function StatusMessage({ kind, children }: StatusMessageProps) {
  const isError = kind === 'error';
  return (
    <Paper
      withBorder
      radius="lg"
      p="xl"
      role={isError ? 'alert' : 'status'}
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 12 }}
    >
      <IconTile variant="light" color={isError ? 'red' : 'brand'} radius="xl" size="lg">
        <SiteIcon name={isError ? 'alert-circle' : 'mood-empty'} size={20} />
      </IconTile>
      <Text fw={600} c={isError ? 'red.7' : undefined}>
        {children}
      </Text>
    </Paper>
  );
}
