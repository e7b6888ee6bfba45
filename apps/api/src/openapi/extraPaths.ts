import { documentedPaths } from '../routes/declaredRoute';
import { eventsDeclaration } from '../routes/events';
import { fileDeclarations } from '../routes/files';
import { healthDeclaration } from '../routes/health';
import { placeholderImageDeclaration } from '../routes/placeholderImage';
import { exportDeclaration, importDeclaration } from '../routes/siteArchiveDeclarations';
import { uploadDeclaration } from '../routes/upload';

/** The routes served by Fastify itself rather than by procedures, relative to /api. */
export const extraPaths = documentedPaths([
  exportDeclaration,
  importDeclaration,
  eventsDeclaration,
  uploadDeclaration,
  ...fileDeclarations,
  placeholderImageDeclaration,
  healthDeclaration,
]);
