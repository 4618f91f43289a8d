/**
 * Who may see what in the contest (docs/decisions/0009-contest.md):
 * - every contest token may read the province ranking and both school rankings;
 * - pupil rankings of a school: its pupils and admin, and the admin of its province;
 * - pupil rankings of a province: the pupils and admins of that province;
 *   (these two rules are checked inside the one-statement page read, contest-ranking-pages.repository.ts)
 * - exports: a school admin exports their school, a province admin their province or any school in it.
 */
import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../auth/require-auth';
import { findLiveToken } from '../auth/tokens.repository';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import { CONTEST_MESSAGES } from './contest-messages';
import {
  type ContestProfileRecord,
  findContestProfileOfMainProfile,
} from './contest-registration.repository';

export interface ContestCaller extends ContestProfileRecord {
  userId: number;
  phone: string;
}

/** The contest token of `Authorization: <token>` or `Authorization: Bearer <token>`. */
export function contestTokenOf(request: FastifyRequest): string | null {
  const raw = request.headers.authorization?.replace(/^Bearer\s+/i, '').trim();
  return raw && raw.length <= 512 ? raw : null;
}

/** 401 without a live contest token; 403 when its profile is not (or no longer) a contest profile. */
export async function requireContest(request: FastifyRequest): Promise<ContestCaller> {
  const token = contestTokenOf(request);
  if (!token) throw new AppError(401, ERROR_CODES.UNAUTHENTICATED, AUTH_MESSAGES.missing);
  const owner = await findLiveToken(request.server.db, token, ['contest']);
  if (!owner) throw new AppError(401, ERROR_CODES.TOKEN_INVALID, AUTH_MESSAGES.invalid);
  const profile = owner.profileId
    ? await findContestProfileOfMainProfile(request.server.db, owner.profileId)
    : null;
  if (!profile) throw new AppError(403, ERROR_CODES.CONTEST_NOT_REGISTERED, CONTEST_MESSAGES.notRegistered);
  return { ...profile, userId: owner.userId, phone: owner.phone };
}

type Viewer = Pick<ContestProfileRecord, 'role' | 'schoolId' | 'provinceId'>;

function forbid(message: string = CONTEST_MESSAGES.scopeForbidden): never {
  throw new AppError(403, ERROR_CODES.CONTEST_SCOPE_FORBIDDEN, message);
}

export function mayExportSchool(viewer: Viewer, school: { id: number; provinceId: number }): boolean {
  if (viewer.role === 'province_admin') return viewer.provinceId === school.provinceId;
  return viewer.role === 'school_admin' && viewer.schoolId === school.id;
}

export function mayExportProvince(viewer: Viewer, provinceId: number): boolean {
  return viewer.role === 'province_admin' && viewer.provinceId === provinceId;
}

export function assertAllowed(allowed: boolean, message?: string): void {
  if (!allowed) forbid(message);
}
