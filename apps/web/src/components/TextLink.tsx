import type { ComponentProps } from 'react';
import { SiteLink } from './SiteLink';
import classes from './TextLink.module.css';

type TextLinkProps = Omit<ComponentProps<'a'>, 'className'> & {
  /** One of the site's pages: followed in the browser. Else `href` (files, feeds, other sites, mail). */
  to?: string;
  weight?: 600 | 700;
  /** Mantine's md unless said. */
  size?: 'sm' | 'lg';
  /** A class of the caller's on top (its layout). */
  className?: string;
};

/**
 * A link in the text of the public pages: Mantine's Anchor as it looks (underlined on hover), drawn by this
 * stylesheet's classes rather than Mantine's classes and data attributes, and without its code.
 */
export function TextLink({ to, weight, size, className, ...anchor }: TextLinkProps) {
  const names = [
    classes.link,
    size && classes[size],
    weight && classes[`weight${weight}`],
    className,
  ];
  const joined = names.filter(Boolean).join(' ');
  return to === undefined ? (
    <a {...anchor} className={joined} />
  ) : (
    <SiteLink {...anchor} to={to} className={joined} />
  );
}
