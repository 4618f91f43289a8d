/*
 * What a lost PostgreSQL connection looks like from node-postgres: the server's own notice that it
 * ended the backend (pg_terminate_backend, restart, failover: SQLSTATE 57P01–57P03 or class 08), the
 * socket dying under it, or pg refusing to use a client whose connection already failed.
 */

const CONNECTION_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
const SOCKET_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const MESSAGES = [
  /Connection terminated/i,
  /not queryable/i,
  /timeout exceeded when trying to connect/i,
  /server closed the connection unexpectedly/i,
];
/** pg's refusals to send anything at all: the statement never reached the server. */
const NEVER_SENT = [/not queryable/i, /timeout exceeded when trying to connect/i];

function fieldsOf(error: unknown): { code: string; message: string } {
  const record = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    message?: unknown;
  };
  return {
    code: typeof record.code === 'string' ? record.code : '',
    message: typeof record.message === 'string' ? record.message : String(error),
  };
}

/** True for an error that says the connection to PostgreSQL was lost or could not be made. */
export function isConnectionError(error: unknown): boolean {
  const { code, message } = fieldsOf(error);
  return (
    CONNECTION_SQLSTATES.has(code) ||
    code.startsWith('08') ||
    SOCKET_CODES.has(code) ||
    MESSAGES.some((pattern) => pattern.test(message))
  );
}

/** True when the statement was certainly never sent (so even a write may be sent again). */
export function neverReachedServer(error: unknown): boolean {
  const { code, message } = fieldsOf(error);
  return code === 'ECONNREFUSED' || NEVER_SENT.some((pattern) => pattern.test(message));
}
