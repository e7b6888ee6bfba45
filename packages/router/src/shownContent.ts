import type { SurrogateKey } from '@studio/schemas';
import type { RouterContext } from './trpc';

/**
 * Notes on the answer under way the surrogate keys of what a cached procedure's answer shows (SURROGATE_KEYS),
 * for the transport to send: a page or a batch collects those of every call it makes.
 */
export function shows(ctx: RouterContext, keys: readonly SurrogateKey[]): void {
  for (const key of keys) ctx.answer?.shows?.add(key);
}
