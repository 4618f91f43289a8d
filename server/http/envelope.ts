import { type TSchema, Type } from 'typebox';
import { ERROR_CODES, type ErrorCode } from './error-codes';

/** The one response shape of the main, LMS, contest and service3 APIs. */
export interface Envelope<T> {
  errorCode: number;
  message: string;
  data: T;
}

/** A success envelope: `return ok(data)` from a handler (HTTP status defaults to 200). */
export function ok<T>(data: T, message = 'Thành công'): Envelope<T> {
  return { errorCode: ERROR_CODES.OK, message, data };
}

/**
 * Throw from a handler or hook for an expected failure; the error handler turns it into
 * `{ errorCode, message, data }` with this HTTP status. The message is shown to users: Vietnamese.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: ErrorCode,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** TypeBox schema of a success envelope around `data`, for `schema.response[200]`. */
export function Envelope<T extends TSchema>(data: T) {
  return Type.Object({
    errorCode: Type.Integer(),
    message: Type.String(),
    data,
  });
}

/** TypeBox schema of an error envelope, for documenting 4xx/5xx responses in OpenAPI. */
export const ErrorEnvelope = Type.Object({
  errorCode: Type.Integer(),
  message: Type.String(),
  data: Type.Unknown(),
});

/** The error responses every route may answer; spread into `schema.response`. */
export const commonErrorResponses = {
  400: ErrorEnvelope,
  429: ErrorEnvelope,
  500: ErrorEnvelope,
} as const;

/** `schema.response` entries for a route's own refusals (401, 404, …) plus the common ones. */
export function errorResponses<Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof ErrorEnvelope> & typeof commonErrorResponses {
  const own = Object.fromEntries(statuses.map((status) => [status, ErrorEnvelope]));
  return { ...(own as Record<Status, typeof ErrorEnvelope>), ...commonErrorResponses };
}
