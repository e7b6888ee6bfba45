import type { ComponentPropsWithoutRef } from 'react';
import classes from './SiteTitle.module.css';

interface SiteTitleProps extends ComponentPropsWithoutRef<'h1'> {
  /** The heading's level: h1, h2 or h3, sized as the theme's headings. */
  order: 1 | 2 | 3;
}

/**
 * Mantine's Title as a class: a heading in the theme's heading font, size and weight, without the
 * component's style attribute and theme lookups on every render (less markup, quicker hydration).
 */
export function SiteTitle({ order, className, ...rest }: SiteTitleProps) {
  const Heading = `h${order}` as const;
  return (
    <Heading {...rest} className={className ? `${classes.title} ${className}` : classes.title} />
  );
}
