import type { ReactNode } from 'react';
import classes from './ClassBadge.module.css';

interface ClassBadgeProps {
  look: 'gradient' | 'aqua' | 'magenta' | 'aquaOutline';
  /** Mantine's md unless said. */
  size?: 'lg';
  leftSection?: ReactNode;
  /** A class of the caller's on top (its layout). */
  className?: string;
  children: ReactNode;
}

/** A badge of the cards or the home page: Mantine's Badge as it looks, drawn by this stylesheet's classes. */
export function ClassBadge({ look, size, leftSection, className, children }: ClassBadgeProps) {
  const names = [
    classes.badge,
    classes[look],
    size && classes[size],
    leftSection && classes.withSection,
    className,
  ];
  return (
    <div className={names.filter(Boolean).join(' ')}>
      {leftSection && <span className={classes.section}>{leftSection}</span>}
      <span className={classes.label}>{children}</span>
    </div>
  );
}
