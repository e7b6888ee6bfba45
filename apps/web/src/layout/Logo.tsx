import { SiteLink } from '../components/SiteLink';
import { PUBLIC_PATHS } from '@studio/schemas';
import { STUDIO_NAME } from '../studio';
import classes from './Logo.module.css';
// The site icon's drawing, as a hashed file cached for good: not drawn again in every page's markup.
import logoUrl from '../../public/favicon.svg?url&no-inline';

/** The pixel-wave mark plus the studio name, linking home. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <SiteLink to={PUBLIC_PATHS.home} className={classes.logo} onClick={onNavigate}>
      {/* Decorative: the name beside it says where the link goes. */}
      <img src={logoUrl} alt="" width={32} height={32} className={classes.mark} />
      <span className={classes.name}>{STUDIO_NAME}</span>
    </SiteLink>
  );
}
