import type { SiteIconName } from './siteIcons';
// Its own cached file, never inlined: a page names each icon it draws, it does not carry the drawing.
import spriteUrl from './site-icons.svg?url&no-inline';

interface SiteIconProps {
  name: SiteIconName;
  size: number;
  /** For an icon wider than tall (the star rating): its width, `size` being its height. */
  width?: number;
  className?: string;
}

/** A decorative icon of the public pages, drawn from the site's icon sprite. */
export function SiteIcon({ name, size, width = size, className }: SiteIconProps) {
  return (
    <svg width={width} height={size} className={className} aria-hidden>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
