import type { ReactNode } from 'react';
import classes from './DocumentPaper.module.css';

/** The sheet a legal text is set on, with more room around it from tablet width up. */
export function DocumentPaper({ children }: { children: ReactNode }) {
  return <div className={classes.paper}>{children}</div>;
}
