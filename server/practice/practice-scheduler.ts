import { type Card, createEmptyCard, fsrs, Rating } from 'ts-fsrs';

/*
 * Spaced repetition with FSRS (ts-fsrs, ADR 0008): every answered item is a card; a right answer is
 * rated Good, a wrong one Again. Fuzz is off so the same history always gives the same due date.
 */
const scheduler = fsrs({ enable_fuzz: false });

/** The FSRS card of one profile and item, in the names of ts-fsrs and of the practice_cards columns. */
export interface StoredCard {
  due: Date;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: Date | null;
}

/** The card after one answer at `now` (a new card when the item was never answered). */
export function reviewCard(card: StoredCard | null, correct: boolean, now: Date): StoredCard {
  let before: Card = createEmptyCard(now);
  if (card) {
    const { last_review, ...rest } = card;
    before = { ...rest, ...(last_review ? { last_review } : {}) };
  }
  const { card: after } = scheduler.next(before, now, correct ? Rating.Good : Rating.Again);
  // Picked one by one: only these are columns of practice_cards.
  return {
    due: after.due,
    stability: after.stability,
    difficulty: after.difficulty,
    elapsed_days: after.elapsed_days,
    scheduled_days: after.scheduled_days,
    learning_steps: after.learning_steps,
    reps: after.reps,
    lapses: after.lapses,
    state: after.state,
    last_review: after.last_review ?? now,
  };
}

export type Difficulty = 1 | 2 | 3;

/**
 * The difficulty new items are chosen at, from the pupil's recent answers (newest first): at least
 * 80 % right → 3, at least 50 % → 2, below → 1. Fewer than 5 answers: start easy.
 */
export function targetDifficulty(recent: boolean[]): Difficulty {
  if (recent.length < 5) return 1;
  const accuracy = recent.filter(Boolean).length / recent.length;
  if (accuracy >= 0.8) return 3;
  if (accuracy >= 0.5) return 2;
  return 1;
}

export interface SessionCandidates {
  /** Items whose card is due, oldest due first. */
  due: number[];
  /** Items never answered, in bank order, with their difficulty and kind. */
  fresh: { id: number; difficulty: number; kind: string }[];
  /** Answered items not due yet, soonest due first (fill when the unit runs out of new items). */
  later: number[];
}

export const SESSION_SIZE = 10;
/** At most this many reviews per session, so every session also brings new content. */
export const MAX_REVIEWS = 4;

/**
 * The items of a session: due reviews first (up to MAX_REVIEWS), then new items within one level of
 * the target difficulty, taken kind by kind in turn (a picture, a listening item, a gap, …) so a
 * session mixes skills, then new items further away, then more reviews, then items not due yet.
 */
export function composeSession(
  candidates: SessionCandidates,
  target: Difficulty,
  size = SESSION_SIZE,
): number[] {
  const chosen: number[] = candidates.due.slice(0, MAX_REVIEWS);
  const seenOfKind = new Map<string, number>();
  const fresh = candidates.fresh
    .map((item, order) => {
      const rank = seenOfKind.get(item.kind) ?? 0;
      seenOfKind.set(item.kind, rank + 1);
      return { ...item, order, rank, far: Math.abs(item.difficulty - target) > 1 ? 1 : 0 };
    })
    .sort((a, b) => a.far - b.far || a.rank - b.rank || a.order - b.order);
  for (const item of fresh) if (chosen.length < size) chosen.push(item.id);
  for (const id of [...candidates.due.slice(MAX_REVIEWS), ...candidates.later])
    if (chosen.length < size && !chosen.includes(id)) chosen.push(id);
  return chosen;
}
