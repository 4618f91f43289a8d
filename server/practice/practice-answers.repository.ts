/** Answering an item of a session, and the audio of a listening item. */
import type { AnswerResult } from '../../src/contracts/practice';
import type { Db } from '../db/database';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { CheckedAnswer } from './practice-answer-check';
import {
  answeredOf,
  type ItemRow,
  itemsByIds,
  ownedSession,
  PRACTICE_MESSAGES,
  type SessionRow,
} from './practice-rows';
import { reviewCard } from './practice-scheduler';

/** The item of an open session the pupil answers (checks before any explanation is written). */
export async function itemToAnswer(
  db: Db,
  input: { sessionId: number; userId: number; itemId: number },
): Promise<{ session: SessionRow; item: ItemRow; previous: AnswerResult | null }> {
  const session = await ownedSession(db, input.sessionId, input.userId);
  if (!session.item_ids.includes(input.itemId))
    throw new AppError(400, ERROR_CODES.PRACTICE_ITEM_NOT_IN_SESSION, PRACTICE_MESSAGES.itemNotInSession);
  const [item] = await itemsByIds(db, [input.itemId]);
  if (!item)
    throw new AppError(400, ERROR_CODES.PRACTICE_ITEM_NOT_IN_SESSION, PRACTICE_MESSAGES.itemNotInSession);
  const previous = (await answeredOf(db, session.id)).find((a) => a.itemId === input.itemId) ?? null;
  if (!previous && session.finished_at)
    throw new AppError(409, ERROR_CODES.PRACTICE_SESSION_CLOSED, PRACTICE_MESSAGES.sessionClosed);
  return { session, item, previous };
}

/**
 * Stores the first answer to an item of a session and reviews its FSRS card, in one transaction
 * that locks the session: a resent answer (network retry, double tap) returns the first result and
 * reviews the card once; an answer after the session closed is refused.
 */
export async function recordAnswer(
  db: Db,
  input: {
    sessionId: number;
    userId: number;
    item: ItemRow;
    answer: string;
    /** The checked answer, its explanation already written (and masked) by the feedback provider. */
    checked: CheckedAnswer;
    now: Date;
  },
): Promise<AnswerResult> {
  return db.transaction().execute(async (trx) => {
    const session = await ownedSession(trx, input.sessionId, input.userId, true);
    const existing = (await answeredOf(trx, session.id)).find((a) => a.itemId === input.item.id);
    if (existing) return existing;
    if (session.finished_at)
      throw new AppError(409, ERROR_CODES.PRACTICE_SESSION_CLOSED, PRACTICE_MESSAGES.sessionClosed);
    const { correct, explanation, example } = input.checked;
    await trx
      .insertInto('practice_answers')
      .values({
        session_id: session.id,
        item_id: input.item.id,
        answer: input.answer,
        correct,
        explanation,
        example,
        answered_at: input.now,
      })
      .execute();
    const cardRow = await trx
      .selectFrom('practice_cards')
      .selectAll()
      .where('profile_id', '=', session.profile_id)
      .where('item_id', '=', input.item.id)
      .forUpdate()
      .executeTakeFirst();
    const card = reviewCard(cardRow ?? null, correct, input.now);
    await trx
      .insertInto('practice_cards')
      .values({ profile_id: session.profile_id, item_id: input.item.id, ...card })
      .onConflict((oc) => oc.columns(['profile_id', 'item_id']).doUpdateSet(card))
      .execute();
    return { itemId: input.item.id, correct, correctAnswer: input.checked.shownAnswer, explanation, example };
  });
}

/** The pre-rendered audio file of a listening item (any item, live or retired); null when it has none. */
export async function listeningAudioOf(db: Db, itemId: number): Promise<string | null> {
  const row = await db
    .selectFrom('practice_items')
    .select('audio_file')
    .where('id', '=', itemId)
    .executeTakeFirst();
  return row?.audio_file ?? null;
}
