import type { ComponentPropsWithoutRef } from 'react';
import classes from './SiteText.module.css';

interface SiteTextProps extends ComponentPropsWithoutRef<'p'> {
  /** The theme's font size and its line height: md unless said. */
  size?: 'sm' | 'md' | 'lg';
  /** In the theme's dimmed grey. */
  dimmed?: boolean;
}

/**
 * Mantine's Text (a paragraph) as classes: the theme's body text at a size, without the component's style
 * and data attributes and theme lookups on every render (less markup, quicker hydration).
 */
export function SiteText({ size = 'md', dimmed = false, className, ...rest }: SiteTextProps) {
  const names = [classes.text, classes[size], dimmed && classes.dimmed, className];
  return <p {...rest} className={names.filter(Boolean).join(' ')} />;
}
