import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './DocumentPaper.module.css';

/** The sheet a legal text is set on, with more room around it from tablet width up. */
export function DocumentPaper({ children }: { children: ReactNode }) {
  return (
    <Paper className={classes.paper} radius="xl" shadow="sm" withBorder>
      {children}
    </Paper>
  );
}
