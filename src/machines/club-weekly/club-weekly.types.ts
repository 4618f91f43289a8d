import type { ClubPost, WeeklySummary } from '../../contracts/club';

/** The native app's ?user=&token= (kept in memory only, SPEC §7 getWeeklyInApp). */
export interface InAppCredentials {
  user: string;
  token: string;
}

export interface ClubWeeklyContext {
  credentials: InAppCredentials;
  summary: WeeklySummary | null;
  /** The challenge answer being written. */
  content: string;
  notice: { tone: 'success' | 'error'; message: string } | null;
}

export interface ClubWeeklyInput {
  credentials: InAppCredentials;
}

export type ClubWeeklyEvent =
  | { type: 'weekly.retried' }
  | { type: 'challenge.changed'; content: string }
  | { type: 'challenge.submitted' }
  | { type: 'notice.dismissed' };

export interface SubmitChallengeInput {
  credentials: InAppCredentials;
  profileId: number;
  content: string;
}

export type { ClubPost, WeeklySummary };
