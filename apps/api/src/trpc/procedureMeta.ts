import { procedureCatalog, type Meta } from '@studio/router';

const metaByPath = new Map(procedureCatalog.map(({ path, meta }) => [path, meta]));

/** The meta of a procedure by its dotted path, e.g. "admin.apps.create". */
export function procedureMeta(path: string): Meta | undefined {
  return metaByPath.get(path);
}

/** The meta of every procedure. */
export function allProcedureMeta(): Meta[] {
  return procedureCatalog.map(({ meta }) => meta);
}
