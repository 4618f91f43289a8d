import type { FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { samePhone } from '../../src/domain/phone';
import type { Db } from '../db/database';
import { AppError, commonErrorResponses, Envelope } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { TokenPurpose } from './auth.tables';
import { findLiveToken, type TokenOwner } from './tokens.repository';

export interface AuthContext {
  userId: number;
  /** The profile the access token is bound to (null only for accounts without any profile). */
  profileId: number | null;
  /** The account's phone, 09x form. */
  phone: string;
  tokenId: number;
  sessionId: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Declared by authPlugin, set by requireAuth; null on routes without it. */
    auth: AuthContext | null;
  }
}

export const AUTH_MESSAGES = {
  missing: 'Vui lòng đăng nhập để tiếp tục',
  invalid: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
  mismatch: 'Thông tin đăng nhập không khớp, vui lòng đăng nhập lại',
} as const;

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' && text.length > 0 && text.length <= 512 ? text : null;
}

/** True when the request carries either of the two access headers. */
export function hasAccessHeaders(request: FastifyRequest): boolean {
  return header(request, 'access_token') !== null || header(request, 'access_user') !== null;
}

/**
 * Resolves `access_token` + `access_user` (any phone form of SPEC §5). Both are required and must
 * name the same account: a stolen token replayed with another phone is refused like a bad token.
 */
export async function authenticate(
  db: Db,
  request: FastifyRequest,
  purposes: TokenPurpose[] = ['access'],
): Promise<AuthContext> {
  const token = header(request, 'access_token');
  const user = header(request, 'access_user');
  if (!token || !user) throw new AppError(401, ERROR_CODES.UNAUTHENTICATED, AUTH_MESSAGES.missing);
  const owner = await findLiveToken(db, token, purposes);
  if (!owner) throw new AppError(401, ERROR_CODES.TOKEN_INVALID, AUTH_MESSAGES.invalid);
  if (!samePhone(owner.phone, user))
    throw new AppError(401, ERROR_CODES.TOKEN_USER_MISMATCH, AUTH_MESSAGES.mismatch);
  return toContext(owner);
}

export function toContext(owner: TokenOwner): AuthContext {
  return {
    userId: owner.userId,
    profileId: owner.profileId,
    phone: owner.phone,
    tokenId: owner.tokenId,
    sessionId: owner.sessionId,
  };
}

/** preHandler: 401 unless the access headers authenticate; then `request.auth` is set. */
export async function requireAuth(request: FastifyRequest): Promise<void> {
  request.auth = await authenticate(request.server.db, request);
}

/** `request.auth` on a route guarded by requireAuth. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError(401, ERROR_CODES.UNAUTHENTICATED, AUTH_MESSAGES.missing);
  return request.auth;
}

/** What a route takes from the request, validated by its schema. */
export interface RouteInput {
  body?: TSchema;
  querystring?: TSchema;
  params?: TSchema;
}

/**
 * The status of a route's success: 200, or 202 for a write that is accepted now and done later
 * (the handler answers `reply.code(202).send(ok(data))`).
 */
export type SuccessStatus = 200 | 202;

/**
 * A route's schema: its tags, summary and input, answering the envelope of `data` (with `success`,
 * 200 unless given) or one of `errors`.
 */
export function routeSchema<
  Data extends TSchema,
  Input extends RouteInput,
  Errors extends Record<number, TSchema>,
  Success extends SuccessStatus = 200,
>(tags: string[], summary: string, input: Input, data: Data, errors: Errors, success?: Success) {
  const answer = { [success ?? 200]: Envelope(data) } as Record<Success, ReturnType<typeof Envelope<Data>>>;
  return {
    tags,
    summary,
    ...input,
    response: { ...answer, ...errors, ...commonErrorResponses },
  };
}

/**
 * The options of a route for a signed-in user: requireAuth first, and the route's schema
 * (`errors` with 401 among them).
 * Spread it to add more (`{ ...signedIn(...), config: perMinute(20) }`).
 */
export function signedIn<
  Data extends TSchema,
  Input extends RouteInput,
  Errors extends Record<number, TSchema>,
>(tags: string[], summary: string, input: Input, data: Data, errors: Errors) {
  return { schema: routeSchema(tags, summary, input, data, errors), preHandler: requireAuth };
}
