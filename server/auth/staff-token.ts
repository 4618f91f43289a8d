import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The staff endpoints' check: 403 unless `x-admin-token` is the configured staff token (none: always 403). */
export function assertStaffToken(request: FastifyRequest, message: string): void {
  const expected = request.server.config.adminToken;
  const given = request.headers['x-admin-token'];
  if (!expected || typeof given !== 'string' || !sameSecret(given, expected))
    throw new AppError(403, ERROR_CODES.ADMIN_TOKEN_INVALID, message);
}
