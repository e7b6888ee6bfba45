import { Button, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router-dom';
import classes from './SectionMoreLink.module.css';
import { SiteIcon } from '../../icons/SiteIcon';

/**
 * The centred button under a home page section that leads to the section's full page: a Mantine Button
 * (light, size md) as it renders, its variables set by a class instead of a style attribute.
 */
export function SectionMoreLink({ to, children }: { to: string; children: string }) {
  return (
    <div className={classes.row}>
      <Link
        to={to}
        className={`mantine-focus-auto mantine-active ${classes.button} ${Button.classes.root} ${UnstyledButton.classes.root}`}
        data-variant="light"
        data-size="md"
        data-with-right-section
      >
        <span className={Button.classes.inner}>
          <span className={Button.classes.label}>{children}</span>
          <span className={Button.classes.section} data-position="right">
            <SiteIcon name="arrow-right" size={18} />
          </span>
        </span>
      </Link>
    </div>
  );
}
