/** Real actors of the profile switch, from the functions of src/api/main/user-session.ts. */
import { fromPromise } from 'xstate';
import type { RequestOptions } from '../../api/http/envelope';
import { createFetchBasicInfoActor, type GetBasicInfo } from '../shared/basic-info';

export interface ProfileSwitchApi {
  /** The new access token, or false on any error. */
  switchProfile(profileId: number, options: RequestOptions): Promise<string | false>;
  getBasicInfo: GetBasicInfo;
}

export function createProfileSwitchActors(api: ProfileSwitchApi) {
  return {
    switchProfile: fromPromise<string | false, { profileId: number }>(({ input, signal }) =>
      api.switchProfile(input.profileId, { signal }),
    ),
    fetchBasicInfo: createFetchBasicInfoActor(api.getBasicInfo),
  };
}
