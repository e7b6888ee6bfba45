export type { Context, SessionControl } from './context';
export { NOT_ADMIN, NOT_AUTHENTICATED } from './procedures';
export { appRouter, type AppRouter } from './routers';
export { recordUpload } from './services/activity';
export {
  createAdminIfNone,
  ensureAdmin,
  NotAnAdminAccount,
  type AdminSetup,
} from './services/adminAccount';
export { findUser } from './services/users';
export { DATABASE_UNAVAILABLE_MESSAGE, INTERNAL_ERROR_MESSAGE, type Meta } from './trpc';
