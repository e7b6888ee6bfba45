import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { SiteLink } from './SiteLink';

/** The way back to the page above, at the top of a page's content. */
export function BackButton({ to, children }: { to: string; children: string }) {
  return (
    <Button
      component={SiteLink}
      to={to}
      variant="subtle"
      leftSection={<IconArrowLeft size={18} aria-hidden />}
      style={{ alignSelf: 'flex-start' }}
    >
      {children}
    </Button>
  );
}
