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
export { closeFinishedDays } from './services/analytics/closeFinishedDays';
export { EventBatch, type DayEvents } from './services/analytics/dayEvents';
export { saveDayEvents } from './services/analytics/saveDayEvents';
export { utcDay } from './services/analytics/utcDay';
export { VisitorSalts } from './services/analytics/visitorSalts';
export { readAppAdsTxt } from './services/appAdsTxt';
export { appleAppSiteAssociation, assetLinks } from './services/deepLinkFiles';
export { findUser } from './services/users';
export { DATABASE_UNAVAILABLE_MESSAGE, INTERNAL_ERROR_MESSAGE, type Meta } from './trpc';
