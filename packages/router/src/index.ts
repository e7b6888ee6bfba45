export { appRouter, type AppRouter } from './routers';
export type { Meta, RouterContext } from './trpc';
export { procedureCatalog, type CatalogEntry } from './procedureCatalog';
export { trpcErrorOf } from './domainErrors';
