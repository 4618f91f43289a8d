/**
 * How the account machines read API answers: an envelope with errorCode ≠ 0 becomes an
 * `EnvelopeError` carrying the server's (Vietnamese) message; anything else that fails is a
 * connection problem. Shared by session, registration, password reset and the route checks.
 */
import type { ApiEnvelope } from '../../api/http/envelope';
import { ERROR_CODES } from '../../contracts/error-codes';
import { fieldErrorSentence, fieldIssueOf } from '../../domain/field-errors';

export const GENERIC_ERROR_MESSAGE = 'Đã có lỗi xảy ra. Vui lòng thử lại.';
export const CONNECTION_ERROR_MESSAGE = 'Không thể kết nối tới máy chủ. Vui lòng kiểm tra mạng và thử lại.';
export const CANCELLED_MESSAGE = 'Yêu cầu đã bị hủy. Vui lòng thử lại.';

/** The server answered and refused (errorCode ≠ 0); `message` is meant for the user. */
export class EnvelopeError extends Error {
  readonly errorCode: number;

  constructor(errorCode: number, message: string) {
    super(message || GENERIC_ERROR_MESSAGE);
    this.name = 'EnvelopeError';
    this.errorCode = errorCode;
  }
}

function assertSuccess(envelope: ApiEnvelope<unknown> | null | undefined): void {
  if (typeof envelope !== 'object' || envelope === null || typeof envelope.errorCode !== 'number') {
    // A proxy error page or an empty body is not the server refusing: treat it like a lost connection.
    throw new Error('The answer is not an API envelope');
  }
  if (envelope.errorCode === ERROR_CODES.VALIDATION_FAILED) {
    // The server's message names the schema path for developers; a parent reads a sentence.
    const issue = fieldIssueOf(envelope.data);
    throw new EnvelopeError(envelope.errorCode, issue ? fieldErrorSentence(issue) : envelope.message);
  }
  if (envelope.errorCode !== 0) throw new EnvelopeError(envelope.errorCode, envelope.message);
}

/** The data of a successful envelope; throws EnvelopeError on errorCode ≠ 0 or missing data. */
export function dataOf<T>(envelope: ApiEnvelope<T>): T {
  assertSuccess(envelope);
  if (envelope.data === null || envelope.data === undefined) {
    throw new EnvelopeError(envelope.errorCode, GENERIC_ERROR_MESSAGE);
  }
  return envelope.data;
}

/** Resolves for a successful envelope whose data nobody needs (OTP sent, password changed). */
export function ensureOk(envelope: ApiEnvelope<unknown>): void {
  assertSuccess(envelope);
}

/**
 * A request this page aborted itself (axios's CanceledError, the platform's AbortError): the
 * connection is fine, so it must never read as one that was lost (issue 31).
 */
export function isCancellation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'CanceledError' || name === 'AbortError' || code === 'ERR_CANCELED';
}

/**
 * The Vietnamese text to show for a failed call: the server's own message, a cancellation as such,
 * else a connection hint.
 */
export function userMessageOf(error: unknown): string {
  if (error instanceof EnvelopeError) return error.message;
  return isCancellation(error) ? CANCELLED_MESSAGE : CONNECTION_ERROR_MESSAGE;
}
