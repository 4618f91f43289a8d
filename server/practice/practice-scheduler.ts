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

function toCard(card: StoredCard): Card {
  const { last_review, ...rest } = card;
  return { ...rest, ...(last_review ? { last_review } : {}) };
}

/** The card after one answer at `now` (a new card when the item was never answered). */
export function reviewCard(card: StoredCard | null, correct: boolean, now: Date): StoredCard {
  const before: Card = card ? toCard(card) : createEmptyCard(now);
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

/** FSRS's estimate (0–1) that the pupil still recalls the card's item at `now`. */
export function retrievability(card: StoredCard, now: Date): number {
  return scheduler.get_retrievability(toCard(card), now, false);
}

export interface SessionCandidates {
  /** Items whose card is due, most forgotten (lowest retrievability) first. */
  due: number[];
  /** Items never answered, in bank order, with their difficulty and kind. */
  fresh: { id: number; difficulty: number; kind: string }[];
  /** Answered items not due yet, most forgotten first (fill when the unit runs out of new items). */
  later: number[];
}

/** One item of a unit as a session is built from it: its card, or null when never answered. */
export interface BankEntry {
  id: number;
  difficulty: number;
  kind: string;
  card: StoredCard | null;
}

/**
 * The unit's items sorted for a session at `now`. Reviews are ordered by what FSRS thinks the pupil
 * has forgotten most, not by due date: with a fixed number of items per session the ones most
 * likely lost come back first (issue 33: measured by `npm run bench:learning`).
 */
export function sessionCandidates(bank: BankEntry[], now: Date): SessionCandidates {
  const reviewed = bank
    .filter((entry) => entry.card !== null)
    .map((entry) => ({ id: entry.id, due: entry.card!.due.getTime(), r: retrievability(entry.card!, now) }))
    .sort((a, b) => a.r - b.r || a.due - b.due || a.id - b.id);
  return {
    due: reviewed.filter((entry) => entry.due <= now.getTime()).map((entry) => entry.id),
    fresh: bank
      .filter((entry) => entry.card === null)
      .map(({ id, difficulty, kind }) => ({ id, difficulty, kind })),
    later: reviewed.filter((entry) => entry.due > now.getTime()).map((entry) => entry.id),
  };
}

export const SESSION_SIZE = 10;

/**
 * The items of a session: every due review first (most forgotten first), then new items within one
 * level of the target difficulty, taken kind by kind in turn (a picture, a listening item, a gap, …)
 * so a session mixes skills, then new items further away, then items not due yet.
 *
 * Reviews are not capped: issue 14 kept 4 places of 10 for reviews so that every session brought new
 * items, and `npm run bench:learning` showed that cap losing to plain fixed order (0.99× retention
 * after 30 days; a pupil practising one day in four: 0.997×, with every due review first 1.11×).
 */
export function composeSession(
  candidates: SessionCandidates,
  target: Difficulty,
  size = SESSION_SIZE,
): number[] {
  const chosen: number[] = candidates.due.slice(0, size);
  const seenOfKind = new Map<string, number>();
  const fresh = candidates.fresh
    .map((item, order) => {
      const rank = seenOfKind.get(item.kind) ?? 0;
      seenOfKind.set(item.kind, rank + 1);
      return { ...item, order, rank, far: Math.abs(item.difficulty - target) > 1 ? 1 : 0 };
    })
    .sort((a, b) => a.far - b.far || a.rank - b.rank || a.order - b.order);
  for (const item of fresh) if (chosen.length < size) chosen.push(item.id);
  for (const id of candidates.later) if (chosen.length < size) chosen.push(id);
  return chosen;
}
