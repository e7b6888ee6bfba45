import { SiteIcon } from '../icons/SiteIcon';
import { useMessages } from '../messages/MessagesContext';
import { STUDIO_NAME, X_PROFILE_URL } from '../studio';
import classes from './Footer.module.css';

/** Channels the studio has not opened yet: shown, labelled, but not links. */
const UPCOMING_CHANNELS = [
  { name: 'Instagram', icon: 'brand-instagram' },
  { name: 'YouTube', icon: 'brand-youtube' },
  { name: 'Discord', icon: 'brand-discord' },
] as const;

export function SocialIcons() {
  const { t } = useMessages();
  return (
    <div className={classes.socials}>
      <a
        href={X_PROFILE_URL}
        target="_blank"
        rel="noopener noreferrer"
        className={classes.social}
        aria-label={t('footer.xProfile', { studio: STUDIO_NAME })}
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
          title={t('footer.comingSoon', { channel: name })}
        >
          <SiteIcon name={icon} size={18} />
        </span>
      ))}
    </div>
  );
}
