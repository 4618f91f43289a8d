/** Real actors of contest sign-in, built from the src/api functions handed in at the composition root. */

import type { ApiEnvelope, RequestOptions } from '../../api/http/envelope';
import type {
  ContestProfile,
  ContestSession,
  LoginBody,
  MyRanking,
  OtpSent,
  RegisterBody,
  RoundWithAttempt,
  SchoolSearchPage,
  SchoolSearchQuery,
  TeamData,
  VerifyOtpBody,
} from '../../contracts/contest';
import { dataOf } from '../shared/api-result';
import { type ApiCall, fetchData } from '../shared/fetch-data';
import { fromRequest } from '../shared/from-request';
import type { ContestHome } from './contest-auth.types';

export interface ContestAuthApi {
  getContestMe(options: RequestOptions): Promise<ApiEnvelope<ContestProfile>>;
  loginContest: ApiCall<LoginBody, ContestSession>;
  autoLoginContest(options: RequestOptions): Promise<ApiEnvelope<ContestSession>>;
  registerContest: ApiCall<RegisterBody, OtpSent>;
  verifyContestOtp: ApiCall<VerifyOtpBody, ContestSession>;
  sendContestOtp: ApiCall<string, OtpSent>;
  getContestRounds(options: RequestOptions): Promise<ApiEnvelope<RoundWithAttempt[]>>;
  getContestTeam(options: RequestOptions): Promise<ApiEnvelope<TeamData>>;
  getMyRanking(roundId: number, options: RequestOptions): Promise<ApiEnvelope<MyRanking>>;
  searchContestSchools: ApiCall<SchoolSearchQuery, SchoolSearchPage>;
}

export function createContestAuthActors(api: ContestAuthApi) {
  return {
    fetchMe: fetchData<ContestProfile>((_, options) => api.getContestMe(options)),
    login: fetchData(api.loginContest),
    autoLogin: fetchData<ContestSession>((_, options) => api.autoLoginContest(options)),
    register: fetchData(api.registerContest),
    verifyOtp: fetchData(api.verifyContestOtp),
    resendOtp: fetchData(api.sendContestOtp),
    searchSchools: fetchData(api.searchContestSchools),
    fetchHome: fromRequest<ContestHome, void>(async ({ signal }) => {
      const [rounds, team] = await Promise.all([
        api.getContestRounds({ signal }),
        api.getContestTeam({ signal }),
      ]);
      // A pupil without a team has data null: that is not an error.
      if (team.errorCode !== 0) dataOf(team);
      const list = dataOf(rounds);
      // The medal of each finished attempt; a round not ranked yet (or an admin) simply has none.
      const finished = list.filter((r) => r.myAttempt && r.myAttempt.status !== 'in_progress');
      const rows = await Promise.all(
        finished.map(async (round) => {
          const mine = await api.getMyRanking(round.id, { signal }).catch(() => null);
          return [
            String(round.id),
            mine?.errorCode === 0 ? (mine.data?.studentInProvince ?? null) : null,
          ] as const;
        }),
      );
      return { rounds: list, team: team.data ?? null, results: Object.fromEntries(rows) };
    }),
  };
}
