/** One typed function per contest endpoint (issue 13), on the SPEC §7 contest helpers. */
import type {
  Answer,
  AnswerSaved,
  AttemptView,
  ContestProfile,
  ContestRound,
  ContestSession,
  LoginBody,
  MyRanking,
  OtpSent,
  ProvinceExportQuery,
  RankingKind,
  RankingPage,
  RankingQuery,
  RegisterBody,
  RoundWithAttempt,
  SchoolExportQuery,
  SchoolSearchPage,
  SchoolSearchQuery,
  SubmitResult,
  TeamData,
  VerifyOtpBody,
} from '../../contracts/contest';
import { clientFor } from '../http/clients';
import { getLmsContest, postLmsContest, putLmsContest } from '../http/contest-helpers';
import type { ApiEnvelope, QueryParams, RequestOptions } from '../http/envelope';
import { contestHeaders, jsonSessionHeaders } from '../http/headers';

type Envelope<T> = Promise<ApiEnvelope<T>>;

/** POST /api/contest/register: keeps the form and sends the OTP. */
export const registerContest = (body: RegisterBody, options?: RequestOptions): Envelope<OtpSent> =>
  postLmsContest('/api/contest/register', body, options);

/** POST /api/contest/send-otp. */
export const sendContestOtp = (phone: string, options?: RequestOptions): Envelope<OtpSent> =>
  postLmsContest('/api/contest/send-otp', { phone }, options);

/** POST /api/contest/verify-otp → {token, profile}. */
export const verifyContestOtp = (body: VerifyOtpBody, options?: RequestOptions): Envelope<ContestSession> =>
  postLmsContest('/api/contest/verify-otp', body, options);

/** POST /api/contest/login → {token, profile}. */
export const loginContest = (body: LoginBody, options?: RequestOptions): Envelope<ContestSession> =>
  postLmsContest('/api/contest/login', body, options);

/** POST /api/contest/auto-login with the main session's access headers → {token, profile}. */
export async function autoLoginContest(options?: RequestOptions): Envelope<ContestSession> {
  const response = await clientFor('contest').post<ApiEnvelope<ContestSession>>(
    '/api/contest/auto-login',
    {},
    { headers: jsonSessionHeaders(), signal: options?.signal },
  );
  return response.data;
}

/** GET /api/contest/schools?provinceId=&q=&page=&size=: the registration's school picker (no token needed). */
export const searchContestSchools = (
  query: SchoolSearchQuery,
  options?: RequestOptions,
): Envelope<SchoolSearchPage> =>
  getLmsContest('/api/contest/schools', { params: { ...query } as QueryParams, signal: options?.signal });

/** GET /api/contest/me: the contest profile of the stored token. */
export const getContestMe = (options?: RequestOptions): Envelope<ContestProfile> =>
  getLmsContest('/api/contest/me', { signal: options?.signal });

/** GET /api/contest/rounds: the rounds of my grade with my latest attempt. */
export const getContestRounds = (options?: RequestOptions): Envelope<RoundWithAttempt[]> =>
  getLmsContest('/api/contest/rounds', { signal: options?.signal });

/** GET /api/contest/round?roundId=. */
export const getRound = (roundId: number, options?: RequestOptions): Envelope<ContestRound> =>
  getLmsContest('/api/contest/round', { params: { roundId }, signal: options?.signal });

/** GET /api/contest/team. */
export const getContestTeam = (options?: RequestOptions): Envelope<TeamData> =>
  getLmsContest('/api/contest/team', { signal: options?.signal });

/** POST /api/contest/attempts: start or resume. */
export const startAttempt = (roundId: number, options?: RequestOptions): Envelope<AttemptView> =>
  postLmsContest('/api/contest/attempts', { roundId }, options);

/** PUT /api/contest/attempts/{attemptId}/answers/{questionId}. */
export const saveAttemptAnswer = (
  attemptId: number,
  questionId: number,
  answer: Answer,
  options?: RequestOptions,
): Envelope<AnswerSaved> =>
  putLmsContest(`/api/contest/attempts/${attemptId}/answers/${questionId}`, { answer }, options);

/** POST /api/contest/attempts/{attemptId}/submit. */
export const submitAttempt = (attemptId: number, options?: RequestOptions): Envelope<SubmitResult> =>
  postLmsContest(`/api/contest/attempts/${attemptId}/submit`, {}, options);

/** GET /api/contest/ranking/{kind}: one page of one of the five rankings. */
export const getRanking = (
  kind: RankingKind,
  filters: RankingQuery,
  options?: RequestOptions,
): Envelope<RankingPage> =>
  getLmsContest(`/api/contest/ranking/${kind}`, {
    params: { ...filters } as QueryParams,
    signal: options?.signal,
  });

/** GET /api/contest/ranking/me?roundId=. */
export const getMyRanking = (roundId: number, options?: RequestOptions): Envelope<MyRanking> =>
  getLmsContest('/api/contest/ranking/me', { params: { roundId }, signal: options?.signal });

export interface RankingFile {
  blob: Blob;
  fileName: string;
}

export interface ExportOptions extends RequestOptions {
  /** Bytes received so far, and the total when the server sent a length (a streamed export does not). */
  onProgress?: (loadedBytes: number, totalBytes: number | null) => void;
}

/** GET /api/contest/ranking/export/{school|province}; throws 'Export failed: {status text}' when not ok (SPEC §8). */
export async function exportRanking(
  scope: 'school' | 'province',
  query: SchoolExportQuery | ProvinceExportQuery,
  options?: ExportOptions,
): Promise<RankingFile> {
  const onProgress = options?.onProgress;
  const response = await clientFor('contest').get<ArrayBuffer | Uint8Array>(
    `/api/contest/ranking/export/${scope}`,
    {
      params: { ...query } as QueryParams,
      headers: contestHeaders(),
      signal: options?.signal,
      responseType: 'arraybuffer',
      ...(onProgress ? { onDownloadProgress: ({ loaded, total }) => onProgress(loaded, total ?? null) } : {}),
    },
  );
  const header = (name: string): string | null => {
    const value = response.headers[name];
    return typeof value === 'string' ? value : null;
  };
  const body =
    response.data instanceof ArrayBuffer ? new Uint8Array(response.data) : Uint8Array.from(response.data);
  if (response.status < 200 || response.status >= 300)
    throw new Error(`Export failed: ${response.statusText}`);
  const name = /filename\*=UTF-8''([^;]+)/i.exec(header('content-disposition') ?? '')?.[1];
  return {
    blob: new Blob([body], { type: header('content-type') ?? 'application/octet-stream' }),
    fileName: name ? decodeURIComponent(name) : `xep-hang-${scope}.xlsx`,
  };
}
