import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';

/**
 * React Router's Link without `data-discover`: only its framework mode reads that attribute (to fetch the
 * routes a page links to ahead of time), while this site declares all its routes up front, so on every
 * link of every page it would be bytes for nothing.
 */
export function SiteLink(props: ComponentProps<typeof Link>) {
  return <Link discover="none" {...props} />;
}
