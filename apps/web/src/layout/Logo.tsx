import { useId } from 'react';
import { Link } from 'react-router-dom';
import { PUBLIC_PATHS } from '@studio/schemas';
import { STUDIO_NAME } from '../studio';
import classes from './Logo.module.css';

/** The pixel-wave mark plus the studio name, linking home. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  // The page shows the logo twice (header and footer): each needs a gradient id of its own.
  const gradientId = useId();
  return (
    <Link to={PUBLIC_PATHS.home} className={classes.logo} onClick={onNavigate}>
      <svg className={classes.mark} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#22d3ee" />
            <stop offset="0.5" stopColor="#845ef7" />
            <stop offset="1" stopColor="#f06595" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
        <path d="M6 19h4v-4h4v-4h4v4h4v4h4v4H6z" fill="#0b1026" opacity="0.85" />
        <rect x="10" y="7" width="4" height="4" fill="#fff" />
      </svg>
      <span className={classes.name}>{STUDIO_NAME}</span>
    </Link>
  );
}
