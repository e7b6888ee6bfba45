import { cachePurgesDeclaration } from '../routes/cachePurges';
import { documentedPaths, type RouteDeclaration } from '../routes/declaredRoute';
import { eventsDeclaration } from '../routes/events';
import { fastlaneImportDeclaration } from '../routes/fastlaneImport';
import { fastlaneZipDeclaration } from '../routes/fastlaneZip';
import { fileDeclarations } from '../routes/files';
import { healthDeclaration } from '../routes/health';
import { placeholderImageDeclaration } from '../routes/placeholderImage';
import { appPrivacyDetailsDeclaration, dataSafetyCsvDeclaration } from '../routes/privacyExports';
import { exportDeclaration, importDeclaration } from '../routes/siteArchiveDeclarations';
import { subscribersCsvDeclaration } from '../routes/subscribersCsv';
import { turnOffAuthenticatorDeclaration } from '../routes/turnOffAuthenticator';
import { uploadDeclaration } from '../routes/upload';

/** The routes served by Fastify itself rather than by procedures. */
export const declaredRoutes: readonly RouteDeclaration[] = [
  exportDeclaration,
  importDeclaration,
  subscribersCsvDeclaration,
  fastlaneZipDeclaration,
  fastlaneImportDeclaration,
  appPrivacyDetailsDeclaration,
  dataSafetyCsvDeclaration,
  cachePurgesDeclaration,
  eventsDeclaration,
  turnOffAuthenticatorDeclaration,
  uploadDeclaration,
  ...fileDeclarations,
  placeholderImageDeclaration,
  healthDeclaration,
];

/** Their paths in the document, relative to /api. */
export const extraPaths = documentedPaths(declaredRoutes);
