/** Real actors of the profile switch, from the functions of src/api/main/user-session.ts. */
import { fromPromise } from 'xstate';
import type { RequestOptions } from '../../api/http/envelope';
import { createFetchBasicInfoActor, type SessionApi } from '../session/session.actors';

export interface ProfileSwitchApi {
  /** The new access token, or false on any error. */
  switchProfile(profileId: number, options: RequestOptions): Promise<string | false>;
  getBasicInfo: SessionApi['getBasicInfo'];
}

export function createProfileSwitchActors(api: ProfileSwitchApi) {
  return {
    switchProfile: fromPromise<string | false, { profileId: number }>(({ input, signal }) =>
      api.switchProfile(input.profileId, { signal }),
    ),
    fetchBasicInfo: createFetchBasicInfoActor(api.getBasicInfo),
  };
}
