export { appRouter, type AppRouter } from './routers';
export type { Meta } from './trpc';
