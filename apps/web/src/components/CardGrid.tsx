import type { ReactNode } from 'react';
import classes from './CardGrid.module.css';

/** The responsive 1/2/3-column grid shared by app and blog cards (and their skeletons). */
export function CardGrid({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <div className={classes.grid} aria-busy={busy || undefined}>
      {children}
    </div>
  );
}
