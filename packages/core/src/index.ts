export { requireAdmin, requireSignedIn } from './access';
export type { Context, Logger, SessionControl, SignedInContext } from './context';
export { deletedSchema, type Deleted } from './deleted';
export * from './errors';
