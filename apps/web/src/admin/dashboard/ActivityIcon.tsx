import { ThemeIcon } from '@mantine/core';
import type { ActivityEvent } from '@studio/schemas';
import {
  IconAlertTriangle,
  IconEye,
  IconEyeOff,
  IconKey,
  IconLock,
  IconLogin,
  IconLogout,
  IconPencil,
  IconPlus,
  IconRefresh,
  IconShieldOff,
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
  signedIn: { icon: IconLogin, color: 'teal' },
  failed: { icon: IconAlertTriangle, color: 'red' },
  added: { icon: IconKey, color: 'teal' },
  removed: { icon: IconShieldOff, color: 'orange' },
  ended: { icon: IconLogout, color: 'gray' },
  changed: { icon: IconRefresh, color: 'blue' },
  reset: { icon: IconShieldOff, color: 'red' },
  locked: { icon: IconLock, color: 'red' },
};

export function ActivityIcon({ action }: { action: ActivityEvent['action'] }) {
  const { icon: Icon, color } = ICONS[action];
  return (
    <ThemeIcon variant="light" color={color} radius="xl" size="lg" aria-hidden>
      <Icon size={18} />
    </ThemeIcon>
  );
}
