/** Real actors of contest sign-in, built from the src/api functions handed in at the composition root. */
import { fromPromise } from 'xstate';
import type { ApiEnvelope, RequestOptions } from '../../api/http/envelope';
import type {
  ContestProfile,
  ContestSession,
  LoginBody,
  OtpSent,
  RegisterBody,
  RoundWithAttempt,
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
}

export function createContestAuthActors(api: ContestAuthApi) {
  return {
    fetchMe: fromPromise<ContestProfile>(async ({ signal }) => dataOf(await api.getContestMe({ signal }))),
    login: fromPromise<ContestSession, LoginBody>(async ({ input, signal }) =>
      dataOf(await api.loginContest(input, { signal })),
    ),
    autoLogin: fromPromise<ContestSession>(async ({ signal }) =>
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
    fetchHome: fromPromise<ContestHome>(async ({ signal }) => {
      const [rounds, team] = await Promise.all([
        api.getContestRounds({ signal }),
        api.getContestTeam({ signal }),
      ]);
      // A pupil without a team has data null: that is not an error.
      if (team.errorCode !== 0) dataOf(team);
      return { rounds: dataOf(rounds), team: team.data ?? null };
    }),
  };
}
