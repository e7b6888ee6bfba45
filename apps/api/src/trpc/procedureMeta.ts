import { procedureCatalog, type Meta } from '@studio/router';

/** The meta of every procedure. */
export function allProcedureMeta(): Meta[] {
  return procedureCatalog.map(({ meta }) => meta);
}
