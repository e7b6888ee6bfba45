import { createContext } from 'react';
import type { PageHead } from '../head/pageHead';

/** What a page tells the server while it renders there: its head and, when not 200, its status. */
export interface ServerPage {
  /** The site's absolute origin, for canonical and preview URLs. */
  readonly origin: string;
  setHead(head: PageHead): void;
  setStatus(status: number): void;
}

/** Present only while rendering on the server. */
export const ServerPageContext = createContext<ServerPage | null>(null);
