export { requireAdmin, requireSignedIn } from './access';
export { addressLimitKey } from './clientAddress/addressLimitKey';
export { coarseAddress } from './clientAddress/coarseAddress';
export type { Context, Logger, MailSetup, SessionControl, SignedInContext } from './context';
export { deletedSchema, type Deleted } from './deleted';
export { ERROR_KINDS, type DomainErrorKind } from './errorKinds';
export * from './errors';
export { createSecretBox, type SecretBox } from './secretBox';
