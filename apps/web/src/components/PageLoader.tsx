import { useMessages } from '../messages/MessagesContext';
import classes from './PageLoader.module.css';

/** Shown while a page's code or data is loading. */
export function PageLoader({ label }: { label?: string }) {
  const { t } = useMessages();
  return (
    <div className={classes.center} role="status" aria-label={label ?? t('common.loadingPage')}>
      <span className={classes.dots}>
        <span className={classes.dot} />
        <span className={classes.dot} />
        <span className={classes.dot} />
      </span>
    </div>
  );
}
