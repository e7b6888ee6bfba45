import type { Meta } from '@studio/router';

/** What an operation is, as far as the refusals every request can meet go. */
export interface OperationFacts {
  method: string;
  access: NonNullable<Meta['access']>;
  /** It reads fields (path, query or body) that its schema can refuse. */
  takesInput: boolean;
  /** A write of it takes a JSON body (every write but the uploads, which take multipart and say their own refusals). */
  jsonBody: boolean;
  /** It reads the database (or the session store in it), so it answers 503 while the database is down. */
  usesDatabase: boolean;
  /** Its own refusals (a missing app, a taken slug, a limit), each described; they describe their status best. */
  own: Record<number, string>;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Reasons said as one description: "Signed in without admin rights, or the request came from another site". */
function described(reasons: string[]): string {
  return reasons
    .map((reason, index) => (index ? reason[0]!.toLowerCase() + reason.slice(1) : reason))
    .join(', or ');
}

/**
 * Every error status an operation can answer, with why: the refusals of the hooks every request passes
 * (sameOriginGuard, jsonBodies, Fastify's body limit), of the base every procedure and declared route is
 * built on (access, the input schema, a database outage), and the operation's own. The one place the
 * OpenAPI document takes them from.
 */
export function errorAnswers(operation: OperationFacts): Record<number, string> {
  const { method, access, takesInput, jsonBody, usesDatabase, own } = operation;
  const write = WRITES.has(method);
  const reasons: Record<number, string[]> = {};
  const add = (status: number, reason: string) => (reasons[status] ??= []).push(reason);

  if (takesInput) add(400, 'Invalid input; messages per field in "errors"');
  else if (write && jsonBody) add(400, 'The body is not valid JSON');
  if (access !== 'public') add(401, 'Not signed in');
  if (access === 'admin') add(403, 'Signed in without admin rights');
  if (write) add(403, 'The request came from another site');
  if (write && jsonBody) {
    add(413, 'The body is too large');
    add(415, 'The body is not JSON');
  }
  if (usesDatabase) add(503, 'The database cannot be reached; try again in a moment');

  const answers: Record<number, string> = {};
  for (const [status, said] of Object.entries(reasons)) answers[Number(status)] = described(said);
  return { ...answers, ...own };
}
