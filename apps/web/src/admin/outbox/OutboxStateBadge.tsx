import { Badge } from '@mantine/core';
import type { OutboxState } from '@studio/schemas';

const STATES: Record<OutboxState, { label: string; color: string }> = {
  queued: { label: 'Queued', color: 'gray' },
  sending: { label: 'Sending', color: 'blue' },
  sent: { label: 'Sent', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

/** Where a message is: queued, sending, sent or failed. */
export function OutboxStateBadge({ state }: { state: OutboxState }) {
  const { label, color } = STATES[state];
  return (
    <Badge variant="light" color={color} miw="max-content">
      {label}
    </Badge>
  );
}
