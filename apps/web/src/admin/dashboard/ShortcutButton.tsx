import { Button } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

/** A way from the dashboard to another admin page. */
export interface Shortcut {
  label: string;
  to: string;
  icon: Icon;
  variant: 'filled' | 'default';
}

interface ShortcutButtonProps {
  shortcut: Shortcut;
  iconSize: number;
}

/** A shortcut as a link drawn as a button, its icon before its label. */
export function ShortcutButton({ shortcut, iconSize }: ShortcutButtonProps) {
  const { label, to, icon: ShortcutIcon, variant } = shortcut;
  return (
    <Button
      component={Link}
      to={to}
      variant={variant}
      leftSection={<ShortcutIcon size={iconSize} aria-hidden />}
    >
      {label}
    </Button>
  );
}
