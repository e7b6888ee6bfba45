import { startSite } from './startSite';

/** Brings the page to life in the browser (loaded by main.tsx once the page has painted). */
export function startInBrowser(): Promise<unknown> {
  return startSite(document);
}
