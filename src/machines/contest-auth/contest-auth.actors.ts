/** Real actors of contest sign-in, built from the src/api functions handed in at the composition root. */
import { fromPromise } from 'xstate';
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
import type { ContestHome } from './contest-auth.types';

type Call<I, O> = (input: I, options: RequestOptions) => Promise<ApiEnvelope<O>>;

export interface ContestAuthApi {
  getContestMe(options: RequestOptions): Promise<ApiEnvelope<ContestProfile>>;
  loginContest: Call<LoginBody, ContestSession>;
  autoLoginContest(options: RequestOptions): Promise<ApiEnvelope<ContestSession>>;
  registerContest: Call<RegisterBody, OtpSent>;
  verifyContestOtp: Call<VerifyOtpBody, ContestSession>;
  sendContestOtp: Call<string, OtpSent>;
  getContestRounds(options: RequestOptions): Promise<ApiEnvelope<RoundWithAttempt[]>>;
  getContestTeam(options: RequestOptions): Promise<ApiEnvelope<TeamData>>;
  getMyRanking(roundId: number, options: RequestOptions): Promise<ApiEnvelope<MyRanking>>;
  searchContestSchools: Call<SchoolSearchQuery, SchoolSearchPage>;
}

export function createContestAuthActors(api: ContestAuthApi) {
  return {
    fetchMe: fromPromise<ContestProfile, void>(async ({ signal }) =>
      dataOf(await api.getContestMe({ signal })),
    ),
    login: fromPromise<ContestSession, LoginBody>(async ({ input, signal }) =>
      dataOf(await api.loginContest(input, { signal })),
    ),
    autoLogin: fromPromise<ContestSession, void>(async ({ signal }) =>
      dataOf(await api.autoLoginContest({ signal })),
    ),
    register: fromPromise<OtpSent, RegisterBody>(async ({ input, signal }) =>
      dataOf(await api.registerContest(input, { signal })),
    ),
    verifyOtp: fromPromise<ContestSession, VerifyOtpBody>(async ({ input, signal }) =>
      dataOf(await api.verifyContestOtp(input, { signal })),
    ),
    resendOtp: fromPromise<OtpSent, string>(async ({ input, signal }) =>
      dataOf(await api.sendContestOtp(input, { signal })),
    ),
    searchSchools: fromPromise<SchoolSearchPage, SchoolSearchQuery>(async ({ input, signal }) =>
      dataOf(await api.searchContestSchools(input, { signal })),
    ),
    fetchHome: fromPromise<ContestHome, void>(async ({ signal }) => {
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
