import { ThemeIcon } from '@mantine/core';
import type { ActivityEvent } from '@studio/schemas';
import {
  IconEye,
  IconEyeOff,
  IconPencil,
  IconPlus,
  IconTrash,
  IconUpload,
} from '@tabler/icons-react';

const ICONS: Record<ActivityEvent['action'], { icon: typeof IconPlus; color: string }> = {
  created: { icon: IconPlus, color: 'teal' },
  updated: { icon: IconPencil, color: 'blue' },
  published: { icon: IconEye, color: 'green' },
  unpublished: { icon: IconEyeOff, color: 'gray' },
  deleted: { icon: IconTrash, color: 'red' },
  uploaded: { icon: IconUpload, color: 'violet' },
};

export function ActivityIcon({ action }: { action: ActivityEvent['action'] }) {
  const { icon: Icon, color } = ICONS[action];
  return (
    <ThemeIcon variant="light" color={color} radius="xl" size="lg" aria-hidden>
      <Icon size={18} />
    </ThemeIcon>
  );
}
