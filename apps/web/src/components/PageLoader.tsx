import classes from './PageLoader.module.css';

/** Shown while a page's code or data is loading. */
export function PageLoader({ label = 'Loading page' }: { label?: string }) {
  return (
    <div className={classes.center} role="status" aria-label={label}>
      <span className={classes.dots}>
        <span className={classes.dot} />
        <span className={classes.dot} />
        <span className={classes.dot} />
      </span>
    </div>
  );
}
