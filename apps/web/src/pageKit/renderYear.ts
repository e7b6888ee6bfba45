import { createContext, useContext } from 'react';

/** This year in UTC: the same on the server and in every visitor's browser. */
export const utcYear = () => new Date().getUTCFullYear();

/**
 * The year the page was first rendered (on the server, or in the browser for pages it renders alone). The
 * browser reuses the server's, so the footer's copyright hydrates identically around New Year too.
 */
export const RenderYearContext = createContext<number>(utcYear());

export function useRenderYear(): number {
  return useContext(RenderYearContext);
}
