/**
 * The catalogue lives in src/contracts/error-codes.ts, shared with the client (issue 34); this path stays
 * so that the server's many imports of it need no edit.
 */
export { ERROR_CODES, type ErrorCode } from '../../src/contracts/error-codes';
