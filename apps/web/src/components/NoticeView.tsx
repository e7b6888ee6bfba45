import type { ReactNode } from 'react';
import { SiteIcon } from '../icons/SiteIcon';
import type { SiteIconName } from '../icons/siteIcons';
import classes from './NoticeView.module.css';
import { SiteText } from './SiteText';
import { SiteTitle } from './SiteTitle';

interface NoticeViewProps {
  icon: SiteIconName;
  title: string;
  message: string;
  /** A notice that something could not be done: drawn in red, and announced. */
  failed?: boolean;
  /** What the visitor can do next: a button, a link. */
  children?: ReactNode;
}

/** A page that only tells something (a subscription confirmed, an address unsubscribed), in the site's look. */
export function NoticeView({ icon, title, message, failed = false, children }: NoticeViewProps) {
  return (
    <div className={classes.notice} role={failed ? 'alert' : undefined}>
      <span
        className={failed ? `${classes.icon} ${classes.failed}` : classes.icon}
        aria-hidden="true"
      >
        <SiteIcon name={icon} size={34} />
      </span>
      <SiteTitle order={1}>{title}</SiteTitle>
      <SiteText size="lg" dimmed>
        {message}
      </SiteText>
      {children}
    </div>
  );
}
