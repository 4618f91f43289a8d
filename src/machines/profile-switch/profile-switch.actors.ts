/** Real actors of the profile switch, from the functions of src/api/main/user-session.ts. */

import type { RequestOptions } from '../../api/http/envelope';
import { createFetchBasicInfoActor, type GetBasicInfo } from '../shared/basic-info';
import { fromRequest } from '../shared/from-request';

export interface ProfileSwitchApi {
  /** The new access token, or false on any error (it may reject on the abort of its own signal). */
  switchProfile(profileId: number, options: RequestOptions): Promise<string | false>;
  getBasicInfo: GetBasicInfo;
}

export function createProfileSwitchActors(api: ProfileSwitchApi) {
  return {
    // SPEC §8: every failure answers false. The api rethrows the abort of its own signal, which
    // comes only once the machine has stopped the actor; false then reaches no one either, and the
    // machine needs no error transition that the app could never take.
    switchProfile: fromRequest<string | false, { profileId: number }>(({ input, signal }) =>
      api.switchProfile(input.profileId, { signal }).catch(() => false as const),
    ),
    fetchBasicInfo: createFetchBasicInfoActor(api.getBasicInfo),
  };
}
