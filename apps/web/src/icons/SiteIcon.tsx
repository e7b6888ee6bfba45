import type { SiteIconName } from './siteIcons';
// Its own cached file, never inlined: a page names each icon it draws, it does not carry the drawing.
import spriteUrl from './site-icons.svg?url&no-inline';

interface SiteIconProps {
  name: SiteIconName;
  size: number;
  className?: string;
}

/** A decorative Tabler icon of the public pages, drawn from the site's icon sprite. */
export function SiteIcon({ name, size, className }: SiteIconProps) {
  return (
    <svg width={size} height={size} className={className} aria-hidden>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
