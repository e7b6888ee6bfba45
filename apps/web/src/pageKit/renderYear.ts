import { createContext, useContext } from 'react';

/**
 * When the page was first rendered (on the server, or in the browser for pages it renders alone). The
 * browser reuses the server's time, so whatever derives from it (the year, the cards' view counts)
 * hydrates identically.
 */
export const RenderTimeContext = createContext<number>(Date.now());

export function useRenderTime(): number {
  return useContext(RenderTimeContext);
}
