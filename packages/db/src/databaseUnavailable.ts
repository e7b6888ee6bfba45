// Network failures, and the PostgreSQL classes 08 (connection exception; not 08P01, a protocol violation this
// process caused), 57P (operator intervention, e.g. shutdown), 53300 (too many connections) and 3D000 (no such database).
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
// 57014: a statement cancelled by statement_timeout, i.e. a database too slow to answer in time.
const SERVER_CODES = /^(08(?!P01)...|57P0[1-4]|57014|53300|3D000)$/;
// Pool and client messages, the last two for a database that does not answer at all (query_timeout, connect timeout).
const POOL_MESSAGES =
  /Connection terminated|Unable to acquire a connection|Knex: Timeout acquiring a connection|Client has encountered a connection error|Connection ended unexpectedly|Query read timeout|timeout expired/i;

/** Whether an error (or one of its causes) means the database cannot be reached: answered 503, not 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.test(code)))
      return true;
    if (typeof message === 'string' && POOL_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}
