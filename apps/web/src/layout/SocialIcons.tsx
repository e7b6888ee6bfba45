import { SiteIcon } from '../icons/SiteIcon';
import { STUDIO_NAME, X_PROFILE_URL } from '../studio';
import classes from './Footer.module.css';

/** Channels the studio has not opened yet: shown, labelled, but not links. */
const UPCOMING_CHANNELS = [
  { name: 'Instagram', icon: 'brand-instagram' },
  { name: 'YouTube', icon: 'brand-youtube' },
  { name: 'Discord', icon: 'brand-discord' },
] as const;

export function SocialIcons() {
  return (
    <div className={classes.socials}>
      <a
        href={X_PROFILE_URL}
        target="_blank"
        rel="noopener noreferrer"
        className={classes.social}
        aria-label={`${STUDIO_NAME} on X (opens in a new tab)`}
      >
        <SiteIcon name="brand-x" size={18} />
      </a>
      {UPCOMING_CHANNELS.map(({ name, icon }) => (
        <span
          key={name}
          role="img"
          className={classes.social}
          data-placeholder
          // Its name for assistive technology as well as its tooltip: an aria-label saying it again would
          // only add bytes to every page.
          title={`${name} (coming soon)`}
        >
          <SiteIcon name={icon} size={18} />
        </span>
      ))}
    </div>
  );
}
