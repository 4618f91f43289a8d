/** A plain, mutable session that the API layer reads through its credentials source. */
import type { CredentialsSource, InfoNewPassCredentials } from '../../../src/api/config';

export interface TestSession {
  user: { phone: string } | null;
  accessToken: string | null;
  contestToken: string | null;
  serviceToken: string | null;
  infoNewPass: InfoNewPassCredentials | null;
}

export function emptySession(): TestSession {
  return { user: null, accessToken: null, contestToken: null, serviceToken: null, infoNewPass: null };
}

export function credentialsOf(session: TestSession): CredentialsSource {
  return {
    getUser: () => session.user,
    getAccessToken: () => session.accessToken,
    getContestToken: () => session.contestToken,
    getServiceToken: () => session.serviceToken,
    getInfoNewPass: () => session.infoNewPass,
  };
}
