export type { Context, Logger, SessionControl } from './context';
export { appRouter, type AppRouter } from './routers';
export { INTERNAL_ERROR_MESSAGE, type Meta } from './trpc';
