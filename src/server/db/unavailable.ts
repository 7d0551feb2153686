// Errors that mean "the database is briefly out of reach", not "this request is wrong" nor "the code
// is wrong": PostgreSQL dropping the connection under a running query (restart, failover,
// pg_terminate_backend), refusing new ones while it starts or stops, or the pool's connect timeout.
// The API answers them 503 with Retry-After, so clients and proxies retry instead of giving up.

/** SQLSTATE classes and codes: connection exceptions (08), operator intervention (57P01-57P03). */
const UNAVAILABLE_CODES = /^(08...|57P0[123])$/;
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'timeout exceeded when trying to connect',
];
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (UNAVAILABLE_CODES.test(code) || NETWORK_CODES.has(code)) return true;
  return UNAVAILABLE_MESSAGES.some((message) => error.message.includes(message));
}

/** Seconds a client should wait before retrying: a new connection is opened at the next query. */
export const RETRY_AFTER_SECONDS = 1;
