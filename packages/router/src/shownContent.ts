import { SURROGATE_KEYS, type SurrogateKey } from '@studio/schemas';
import type { RouterContext } from './trpc';

/**
 * Notes on the answer under way the surrogate keys of what a cached procedure's answer shows (SURROGATE_KEYS),
 * for the transport to send: a page or a batch collects those of every call it makes.
 */
export function shows(ctx: RouterContext, keys: readonly SurrogateKey[]): void {
  for (const key of keys) ctx.answer?.shows?.add(key);
}

/**
 * Notes the language a read answered in, for the transport to send as Content-Language. Such an answer also
 * shows the site's language settings (whether it has the language, the storefront its store links open).
 */
export function answersIn(ctx: RouterContext, locale: string): void {
  if (ctx.answer) ctx.answer.contentLanguage = locale;
  shows(ctx, [SURROGATE_KEYS.settings]);
}
