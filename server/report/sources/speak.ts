import type { SpeakAttempt } from '../../../src/contracts/report';
import { weekStartOf, weeksOfMonth } from '../../../src/domain/report-month';
import { EMPTY, inMonthSoFar, type MonthRows, previousMonth, type ReportSource } from './source';

/** The AI Speak attempts the profile made in the month (before `nowMs`), oldest first, server-scored. */
const attemptsOfMonth: MonthRows<SpeakAttempt> = async (db, profileId, range, nowMs) => {
  const rows = await db
    .selectFrom('speak_attempts as a')
    .innerJoin('speak_prompts as p', 'p.id', 'a.prompt_id')
    .innerJoin('speak_topics as t', 't.id', 'p.topic_id')
    .select(['a.id', 'a.created_at', 'a.score', 't.title as topic', 'p.model_text'])
    .where('a.profile_id', '=', profileId)
    // Only scores the server made (ADR 0012): attempts before migration 0111 carried a client's claim.
    .where('a.scored_by_server', '=', true)
    .where(inMonthSoFar('a.created_at', range, nowMs))
    .orderBy('a.created_at')
    .orderBy('a.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    at: new Date(r.created_at).toISOString(),
    topic: r.topic,
    prompt: r.model_text,
    score: r.score,
  }));
};

/** Mean of 0–100 scores, rounded half up to a whole score. */
export function averageScore(scores: number[]): number {
  return Math.round(scores.reduce((sum, s) => sum + s, 0) / scores.length);
}

/** AI Speak: every attempt of the month, the average against last month, and the weekly trend. */
export const speakSource: ReportSource<'speak'> = async (db, profileId, range, nowMs) => {
  const attempts = await attemptsOfMonth(db, profileId, range, nowMs);
  if (attempts.length === 0) return EMPTY;
  const previous = await previousMonth(attemptsOfMonth, db, profileId, range, nowMs);
  const weeks = weeksOfMonth(range.month).map((weekStart, index) => {
    const scores = attempts.filter((a) => weekStartOf(Date.parse(a.at)) === weekStart).map((a) => a.score);
    return {
      weekStart,
      label: `Tuần ${index + 1}`,
      attempts: scores.length,
      average: scores.length > 0 ? averageScore(scores) : null,
    };
  });
  return {
    status: 'ready',
    data: {
      averageScore: averageScore(attempts.map((a) => a.score)),
      previousAverageScore: previous.length > 0 ? averageScore(previous.map((a) => a.score)) : null,
      previousAttemptCount: previous.length > 0 ? previous.length : null,
      weeks,
      attempts,
    },
  };
};
