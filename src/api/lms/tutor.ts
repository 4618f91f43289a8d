/** Tutor/VIP access check of the LMS API (SPEC §6: decided by a call). */
import type { TutorVipData } from '../../contracts/lms';
import type { ApiEnvelope, RequestOptions } from '../http/envelope';
import { getLmsBearer } from '../http/lms-helpers';

/** GET <LMS>/api/auth/lms/tutor/check-vip?profileId= with the bearer access token. */
export function checkTutorVip(
  profileId: number,
  options?: RequestOptions,
): Promise<ApiEnvelope<TutorVipData>> {
  return getLmsBearer('/api/auth/lms/tutor/check-vip', { params: { profileId }, signal: options?.signal });
}
