import { createContext, useContext } from 'react';
import type { Params } from 'react-router-dom';
import type { PageRoute } from './pageRoute';

/** The route of the table a path opens, with its parameters. */
export interface PageMatch {
  route: PageRoute;
  params: Params;
}

/** The page being shown, for what surrounds it (the layout's language switcher); null on the not-found screen. */
export const CurrentPageContext = createContext<PageMatch | null>(null);

export function useCurrentPage(): PageMatch | null {
  return useContext(CurrentPageContext);
}
