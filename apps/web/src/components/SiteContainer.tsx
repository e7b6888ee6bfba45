import type { ComponentPropsWithoutRef } from 'react';
import classes from './SiteContainer.module.css';

/**
 * The site's content width: Mantine's Container (size xl) as a class, since the Container writes its size
 * in a style attribute and data attributes on every page, several times.
 */
export function SiteContainer({ className, ...rest }: ComponentPropsWithoutRef<'div'>) {
  return (
    <div
      {...rest}
      className={className ? `${classes.container} ${className}` : classes.container}
    />
  );
}
