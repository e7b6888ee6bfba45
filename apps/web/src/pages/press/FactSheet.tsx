import type { ReactNode } from 'react';
import classes from './FactSheet.module.css';

/** presskit()'s fact sheet: one term and its value a row; facts without a value are left out. */
export function FactSheet({ facts }: { facts: ReadonlyArray<[string, ReactNode]> }) {
  return (
    <dl className={classes.facts}>
      {facts
        .filter(([, value]) => value !== null && value !== '' && value !== undefined)
        .map(([term, value]) => (
          <div key={term} className={classes.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
