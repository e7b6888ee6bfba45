import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './ClassBadge.module.css';

/** The badges the cards show, each a Mantine Badge variant and colour (radius sm, as the theme sets). */
const LOOKS = {
  gradient: { variant: 'gradient', className: classes.gradient },
  aqua: { variant: 'light', className: classes.aqua },
  magenta: { variant: 'light', className: classes.magenta },
} as const;

interface ClassBadgeProps {
  look: keyof typeof LOOKS;
  leftSection?: ReactNode;
  children: ReactNode;
}

/**
 * Mantine's Badge as it renders (its classes, markup and data attributes) with its variables set by a
 * class: the Badge component writes them in a style attribute, repeated on every card.
 */
export function ClassBadge({ look, leftSection, children }: ClassBadgeProps) {
  const { variant, className } = LOOKS[look];
  return (
    <div
      className={`${className} ${Badge.classes.root}`}
      data-variant={variant}
      data-with-left-section={leftSection ? true : undefined}
    >
      {leftSection && (
        <span className={Badge.classes.section} data-position="left">
          {leftSection}
        </span>
      )}
      <span className={Badge.classes.label}>{children}</span>
    </div>
  );
}
