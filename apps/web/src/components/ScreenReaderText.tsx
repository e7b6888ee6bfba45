import type { ReactNode } from 'react';
import classes from './ScreenReaderText.module.css';

/** Text for screen readers only, as Mantine's VisuallyHidden hides it, with a short class of the site's. */
export function ScreenReaderText({ children }: { children: ReactNode }) {
  return <span className={classes.hidden}>{children}</span>;
}
