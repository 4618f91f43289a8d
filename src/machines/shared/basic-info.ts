/**
 * GET /user/basic-info as a machine actor, shared by the session (refresh, landing) and the profile
 * switch (after switch-profile). The function is src/api/main/user-session.ts getBasicInfo.
 */
import type { ApiEnvelope, RequestOptions } from '../../api/http/envelope';
import type { User } from '../../domain/entities';
import { fromRequest } from './from-request';

export type GetBasicInfo = (options: RequestOptions) => Promise<ApiEnvelope<{ user: User }>>;

/**
 * Answers of basic-info: the user on success, null when the server answered errorCode ≠ 0
 * (the stored session is refused); a failed request rejects.
 */
export function createFetchBasicInfoActor(getBasicInfo: GetBasicInfo) {
  return fromRequest<User | null, void>(async ({ signal }) => {
    const envelope = await getBasicInfo({ signal });
    if (typeof envelope?.errorCode !== 'number') throw new Error('basic-info answered without an envelope');
    return envelope.errorCode === 0 && envelope.data ? envelope.data.user : null;
  });
}
