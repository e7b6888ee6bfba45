import { appRouter, type Meta } from '@studio/router';

// At run time tRPC keeps every procedure under its dotted path; its types only show the nested record.
const procedures = appRouter._def.procedures as unknown as Record<
  string,
  { _def: { meta?: Meta } }
>;

/** The meta of a procedure by its dotted path, e.g. "admin.apps.create". */
export function procedureMeta(path: string): Meta | undefined {
  return procedures[path]?._def.meta;
}

/** The meta of every procedure that has some. */
export function allProcedureMeta(): Meta[] {
  return Object.values(procedures).flatMap(({ _def }) => (_def.meta ? [_def.meta] : []));
}
