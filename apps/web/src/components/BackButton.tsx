import { SiteIcon } from '../icons/SiteIcon';
import { ClassButton } from './ClassButton';
import { SiteLink } from './SiteLink';
import classes from './BackButton.module.css';

/** The way back to the page above, at the top of a page's content. */
export function BackButton({ to, children }: { to: string; children: string }) {
  return (
    <ClassButton
      component={SiteLink}
      to={to}
      look="subtle"
      leftSection={<SiteIcon name="arrow-left" size={18} />}
      className={classes.back}
    >
      {children}
    </ClassButton>
  );
}
