import { startSite } from './startSite';
import { createTrpcClient } from './trpc';

/** Brings the page to life in the browser (loaded by main.tsx once the page has painted). */
export function startInBrowser(): Promise<unknown> {
  return startSite(document, createTrpcClient());
}
