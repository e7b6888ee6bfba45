import type { ReactNode } from 'react';
import classes from './LightIconTile.module.css';

interface LightIconTileProps {
  tone: 'brand' | 'red';
  /** 64px rather than Mantine's lg (34px). */
  large?: boolean;
  children: ReactNode;
}

/**
 * The icon tile of the site's status and error screens: Mantine's ThemeIcon as it looks, drawn by this
 * stylesheet's classes, since those screens are in every page's code and ThemeIcon's would be too.
 */
export function LightIconTile({ tone, large, children }: LightIconTileProps) {
  return (
    <span className={classes.tile} data-tone={tone} data-large={large || undefined}>
      {children}
    </span>
  );
}
