import type { Db } from '../db/database';
import { profileOwnerId } from '../db/queries/profiles';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { AuthContext } from './require-auth';

export const PROFILE_MESSAGES = {
  notFound: 'Không tìm thấy hồ sơ',
  notOwned: 'Bạn không có quyền truy cập hồ sơ này',
} as const;

/**
 * 404 when the profile does not exist, 403 when it belongs to another account. Every route that
 * takes a profile id from the client goes through here before reading or writing it.
 */
export async function assertOwnProfile(
  db: Db,
  auth: Pick<AuthContext, 'userId'>,
  profileId: number,
): Promise<void> {
  assertProfileOwner(auth, await profileOwnerId(db, profileId));
}

/**
 * The same answers for a read that fetched the profile's owner (`user_id`, undefined when there is
 * no such profile) in its own statement, to spare the round trip.
 */
export function assertProfileOwner(auth: Pick<AuthContext, 'userId'>, ownerId: number | undefined): void {
  if (ownerId === undefined)
    throw new AppError(404, ERROR_CODES.PROFILE_NOT_FOUND, PROFILE_MESSAGES.notFound);
  if (ownerId !== auth.userId)
    throw new AppError(403, ERROR_CODES.PROFILE_NOT_OWNED, PROFILE_MESSAGES.notOwned);
}
