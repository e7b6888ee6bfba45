import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import classes from './ClassButton.module.css';

type ClassButtonProps<C extends ElementType> = {
  /** What renders: 'button', 'a' or a router link. */
  component: C;
  look: 'filled' | 'gradient' | 'light' | 'default' | 'subtle' | 'ink' | 'aquaOutline';
  /** Mantine's sm unless said. */
  size?: 'md';
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  /** A class of the caller's on top (its layout, a size of its own). */
  className?: string;
  children: ReactNode;
} & Omit<ComponentPropsWithoutRef<C>, 'className' | 'children'>;

/** A button of the public pages: Mantine's Button as it looks, drawn by this stylesheet's classes. */
export function ClassButton<C extends ElementType>({
  component,
  look,
  size,
  leftSection,
  rightSection,
  className,
  children,
  ...rest
}: ClassButtonProps<C>) {
  // Its props were checked against C by the caller's JSX.
  const Root: ElementType = component;
  const names = [
    classes.button,
    classes[look],
    size && classes[size],
    leftSection && classes.withLeftSection,
    rightSection && classes.withRightSection,
    className,
  ];
  return (
    <Root {...rest} className={names.filter(Boolean).join(' ')}>
      <span className={classes.inner}>
        {leftSection && <span className={classes.section}>{leftSection}</span>}
        <span className={classes.label}>{children}</span>
        {rightSection && <span className={classes.section}>{rightSection}</span>}
      </span>
    </Root>
  );
}
