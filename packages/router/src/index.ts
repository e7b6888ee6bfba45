export { appRouter, type AppRouter } from './routers';
export type { Meta } from './trpc';
export { procedureCatalog, type CatalogEntry } from './procedureCatalog';
