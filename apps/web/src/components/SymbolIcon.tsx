import type { ReactNode } from 'react';
import classes from './SymbolIcon.module.css';

interface SymbolIconProps {
  /** The id of a <symbol> defined once on the page (see SvgSymbols). */
  symbol: string;
  size: number;
}

/** A decorative icon drawn by reference to a symbol defined once on the page, not repeated in full. */
export function SymbolIcon({ symbol, size }: SymbolIconProps) {
  return (
    <svg width={size} height={size} aria-hidden>
      <use href={`#${symbol}`} />
    </svg>
  );
}

/** Defines symbols once for the SymbolIcons of a page, taking no room. */
export function SvgSymbols({ children }: { children: ReactNode }) {
  return (
    <svg className={classes.symbols} aria-hidden>
      {children}
    </svg>
  );
}
