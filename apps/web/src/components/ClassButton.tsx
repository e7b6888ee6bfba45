import { Button, UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import classes from './ClassButton.module.css';

/** The site's buttons, each a Mantine Button variant and colour. */
const LOOKS = {
  gradient: { variant: 'gradient', className: classes.gradient },
  aquaOutline: { variant: 'outline', className: classes.aquaOutline },
  light: { variant: 'light', className: classes.light },
} as const;

type ClassButtonProps<C extends ElementType> = {
  /** What renders: 'button', 'a' or a router Link. */
  component: C;
  look: keyof typeof LOOKS;
  size?: 'md';
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  /** A class of the caller's on top (its layout, a size of its own). */
  className?: string;
  children: ReactNode;
} & Omit<ComponentPropsWithoutRef<C>, 'className' | 'children'>;

/**
 * Mantine's Button as it renders (its classes, markup and data attributes) with its variables set by a
 * class: the Button component writes them in a style attribute, repeated on every button of every page.
 */
export function ClassButton<C extends ElementType>({
  component: Component,
  look,
  size,
  leftSection,
  rightSection,
  className,
  children,
  ...rest
}: ClassButtonProps<C>) {
  const { variant, className: lookClass } = LOOKS[look];
  // Its props were checked against C by the caller's JSX.
  const Root: ElementType = Component;
  return (
    <Root
      {...rest}
      className={`mantine-focus-auto mantine-active ${className ? `${className} ` : ''}${lookClass} ${Button.classes.root} ${UnstyledButton.classes.root}`}
      data-variant={variant}
      data-size={size}
      data-with-left-section={leftSection ? true : undefined}
      data-with-right-section={rightSection ? true : undefined}
    >
      <span className={Button.classes.inner}>
        {leftSection && (
          <span className={Button.classes.section} data-position="left">
            {leftSection}
          </span>
        )}
        <span className={Button.classes.label}>{children}</span>
        {rightSection && (
          <span className={Button.classes.section} data-position="right">
            {rightSection}
          </span>
        )}
      </span>
    </Root>
  );
}
