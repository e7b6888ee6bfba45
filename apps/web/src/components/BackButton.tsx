import { Button } from '@mantine/core';
import { SiteIcon } from '../icons/SiteIcon';
import { SiteLink } from './SiteLink';

/** The way back to the page above, at the top of a page's content. */
export function BackButton({ to, children }: { to: string; children: string }) {
  return (
    <Button
      component={SiteLink}
      to={to}
      variant="subtle"
      leftSection={<SiteIcon name="arrow-left" size={18} />}
      style={{ alignSelf: 'flex-start' }}
    >
      {children}
    </Button>
  );
}
