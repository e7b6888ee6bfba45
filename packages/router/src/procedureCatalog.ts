import { appRouter } from './routers';
import type { Meta } from './trpc';

export interface CatalogEntry {
  /** The dotted path, e.g. "admin.apps.create". */
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  meta: Meta;
}

/**
 * Every procedure with its meta, listed once. tRPC 11 has no public way to list a router's procedures: this is
 * the only place that reads its internal record (the one trpc-to-openapi's generator reads too).
 */
export const procedureCatalog: readonly CatalogEntry[] = Object.entries(
  appRouter._def.procedures as unknown as Record<
    string,
    { _def: { type: CatalogEntry['type']; meta?: Meta } }
  >,
).map(([path, { _def }]) => ({ path, type: _def.type, meta: _def.meta ?? {} }));
