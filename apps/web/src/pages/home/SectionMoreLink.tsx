import { SiteLink } from '../../components/SiteLink';
import { ClassButton } from '../../components/ClassButton';
import { SiteIcon } from '../../icons/SiteIcon';
import classes from './SectionMoreLink.module.css';

/** The centred button under a home page section that leads to the section's full page. */
export function SectionMoreLink({ to, children }: { to: string; children: string }) {
  return (
    <div className={classes.row}>
      <ClassButton
        component={SiteLink}
        to={to}
        look="light"
        size="md"
        rightSection={<SiteIcon name="arrow-right" size={18} />}
      >
        {children}
      </ClassButton>
    </div>
  );
}
