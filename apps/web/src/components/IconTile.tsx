import { ThemeIcon, type ThemeIconProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Mantine's ThemeIcon, with its radius and colour handed over as the CSS variables ThemeIcon makes of
 * them: given as props, Mantine 9.7 also writes them onto the element as attributes HTML does not have.
 */
export function IconTile({
  radius,
  color,
  children,
  ...props
}: ThemeIconProps & { children: ReactNode }) {
  return (
    <ThemeIcon
      {...props}
      vars={(theme) => ThemeIcon.varsResolver(theme, { ...props, radius, color }, {})}
    >
      {children}
    </ThemeIcon>
  );
}
