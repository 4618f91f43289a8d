import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FieldIssue } from '../../src/domain/field-errors';
import { isConnectionError } from '../db/connection-errors';
import { AppError, type Envelope } from './envelope';
import { ERROR_CODES, type ErrorCode } from './error-codes';

export const MESSAGES = {
  invalid: 'Dữ liệu không hợp lệ',
  malformedJson: 'Dữ liệu gửi lên không đúng định dạng JSON',
  unsupportedMediaType: 'Định dạng dữ liệu không được hỗ trợ',
  payloadTooLarge: 'Dữ liệu gửi lên quá lớn',
  routeNotFound: 'Không tìm thấy đường dẫn',
  rateLimited: 'Bạn thao tác quá nhanh, vui lòng thử lại sau',
  internal: 'Đã có lỗi xảy ra, vui lòng thử lại sau',
  databaseUnavailable: 'Hệ thống đang bận, vui lòng thử lại sau giây lát',
} as const;

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

/**
 * The refused field as data, so the SPA can say it in a sentence (src/domain/field-errors.ts, one
 * mapping for every form); the message below stays for developers and API clients.
 */
export function validationIssue(
  issue: ValidationIssue | undefined,
  context: string | undefined,
): FieldIssue | null {
  if (!issue) return null;
  const params = issue.params as Record<string, unknown>;
  const base = (issue.instancePath || '').replace(/^\//, '').replaceAll('/', '.');
  const where = [context, base].filter(Boolean).join('.');
  const field =
    issue.keyword === 'required'
      ? [where, String(params.missingProperty)].filter(Boolean).join('.')
      : issue.keyword === 'additionalProperties'
        ? [where, String(params.additionalProperty)].filter(Boolean).join('.')
        : where;
  const limit = typeof params.limit === 'number' ? params.limit : undefined;
  return limit === undefined ? { field, rule: issue.keyword } : { field, rule: issue.keyword, limit };
}

/** Names the offending field in Vietnamese, e.g. "body.phone: thiếu trường bắt buộc". */
export function describeValidation(issue: ValidationIssue | undefined, context: string | undefined): string {
  if (!issue) return MESSAGES.invalid;
  const params = issue.params as Record<string, unknown>;
  const base = (issue.instancePath || '').replace(/^\//, '').replaceAll('/', '.');
  const where = [context, base].filter(Boolean).join('.');
  let field = where;
  let what: string;
  switch (issue.keyword) {
    case 'required':
      field = [where, String(params.missingProperty)].filter(Boolean).join('.');
      what = 'thiếu trường bắt buộc';
      break;
    case 'additionalProperties':
      field = [where, String(params.additionalProperty)].filter(Boolean).join('.');
      what = 'trường không được hỗ trợ';
      break;
    case 'type':
      what = `phải có kiểu ${String(params.type)}`;
      break;
    case 'maxLength':
      what = `dài tối đa ${String(params.limit)} ký tự`;
      break;
    case 'minLength':
      what = `cần ít nhất ${String(params.limit)} ký tự`;
      break;
    case 'maximum':
    case 'exclusiveMaximum':
      what = `phải nhỏ hơn hoặc bằng ${String(params.limit)}`;
      break;
    case 'minimum':
    case 'exclusiveMinimum':
      what = `phải lớn hơn hoặc bằng ${String(params.limit)}`;
      break;
    case 'format':
      what = params.format === 'user-text' ? 'chứa ký tự không được phép' : 'sai định dạng';
      break;
    case 'pattern':
      what = 'sai định dạng';
      break;
    case 'enum':
    case 'const':
    case 'anyOf':
    case 'oneOf':
      what = 'giá trị không được chấp nhận';
      break;
    case 'maxItems':
      what = `tối đa ${String(params.limit)} phần tử`;
      break;
    case 'maxProperties':
      what = `tối đa ${String(params.limit)} trường`;
      break;
    default:
      what = 'không hợp lệ';
  }
  return `${MESSAGES.invalid}: ${field || 'yêu cầu'} ${what}`;
}

function send(
  reply: FastifyReply,
  status: number,
  errorCode: ErrorCode,
  message: string,
  data: unknown = null,
) {
  const body: Envelope<unknown> = { errorCode, message, data };
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** Fastify's own client errors, mapped to our codes and Vietnamese messages with their honest status. */
function fromFastifyError(error: FastifyError): { status: number; code: ErrorCode; message: string } | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, code: ERROR_CODES.MALFORMED_JSON, message: MESSAGES.malformedJson };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return error.statusCode === 415
        ? { status: 415, code: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, message: MESSAGES.unsupportedMediaType }
        : { status: 400, code: ERROR_CODES.BAD_REQUEST, message: MESSAGES.invalid };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, code: ERROR_CODES.PAYLOAD_TOO_LARGE, message: MESSAGES.payloadTooLarge };
    default:
      break;
  }
  const status = error.statusCode ?? 500;
  if (status === 413)
    return { status, code: ERROR_CODES.PAYLOAD_TOO_LARGE, message: MESSAGES.payloadTooLarge };
  if (status === 415)
    return { status, code: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, message: MESSAGES.unsupportedMediaType };
  if (status === 429) return { status, code: ERROR_CODES.RATE_LIMITED, message: MESSAGES.rateLimited };
  if (status === 404) return { status, code: ERROR_CODES.ROUTE_NOT_FOUND, message: MESSAGES.routeNotFound };
  // Any other 4xx Fastify raises (bad URL encoding, prototype poisoning, …) is the client's fault.
  if (status >= 400 && status < 500)
    return { status, code: ERROR_CODES.BAD_REQUEST, message: MESSAGES.invalid };
  return null;
}

/** The one error handler and 404 handler of the app: every failure leaves as an envelope. */
export function installErrorHandling(
  app: FastifyInstance,
  options: { htmlFallback?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | null } = {},
): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return send(reply, error.statusCode, error.errorCode, error.message, error.data);
    }
    if (error.validation) {
      request.log.info({ validation: error.validation, context: error.validationContext }, 'invalid request');
      return send(
        reply,
        400,
        ERROR_CODES.VALIDATION_FAILED,
        describeValidation(error.validation[0], error.validationContext),
        validationIssue(error.validation[0], error.validationContext),
      );
    }
    const known = fromFastifyError(error);
    if (known) {
      request.log.info({ err: error }, 'client error');
      return send(reply, known.status, known.code, known.message);
    }
    // The database connection was lost and the request could not be sent again (a write, or a
    // transaction): the client may retry in a moment, and a load balancer reads 503 as "not me".
    if (isConnectionError(error)) {
      request.log.warn({ err: error }, 'database connection lost during the request');
      reply.header('retry-after', '1');
      return send(reply, 503, ERROR_CODES.SERVICE_UNAVAILABLE, MESSAGES.databaseUnavailable);
    }
    // Unexpected: log everything, answer nothing internal (no stack, no SQL, no message).
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, ERROR_CODES.INTERNAL, MESSAGES.internal);
  });

  app.setNotFoundHandler(
    (request, reply) =>
      options.htmlFallback?.(request, reply) ??
      send(reply, 404, ERROR_CODES.ROUTE_NOT_FOUND, MESSAGES.routeNotFound),
  );
}

/** The @fastify/rate-limit errorResponseBuilder: the plugin throws what this returns, so a 429 envelope. */
export function rateLimitResponse(_request: FastifyRequest, context: { statusCode: number }): AppError {
  return new AppError(context.statusCode, ERROR_CODES.RATE_LIMITED, MESSAGES.rateLimited);
}
