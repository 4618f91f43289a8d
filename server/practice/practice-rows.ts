/**
 * What the AI Practice repositories share (ADR 0008; their functions take `db`, or a `trx`, first):
 * the messages of their refusals, an item's row and its public view, a session's answers so far,
 * and the owned session.
 */
import type { Transaction } from 'kysely';
import type { AnswerResult, PracticeItem } from '../../src/contracts/practice';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import { shownAnswer } from './practice-answer-check';
import type { PracticeItemChecking, PracticeItemContent } from './practice-bank';
import type { StoredItemKind } from './practice-items';

export const PRACTICE_MESSAGES = {
  unitNotFound: 'Không tìm thấy bài luyện tập này',
  sessionNotFound: 'Không tìm thấy lượt luyện tập này',
  sessionNotOwned: 'Bạn không có quyền truy cập lượt luyện tập này',
  sessionClosed: 'Lượt luyện tập này đã kết thúc, em hãy bắt đầu lượt mới nhé',
  itemNotInSession: 'Câu hỏi này không thuộc lượt luyện tập hiện tại',
} as const;

export type ItemRow = {
  id: number;
  kind: StoredItemKind;
  skill: PracticeItem['skill'];
  difficulty: number;
  prompt: string;
  content: unknown;
  answer: string;
  explanation: string;
  checking: PracticeItemChecking;
  retired_at: Date | null;
};

/** The item as the pupil sees it: no answer, no explanation, no audio text. */
export function toPublicItem(row: ItemRow): PracticeItem {
  const content = row.content as PracticeItemContent;
  return {
    id: row.id,
    // Only live items (content v1 kinds) are ever offered: sessions holding retired ones are not resumed.
    kind: row.kind as PracticeItem['kind'],
    skill: row.skill,
    difficulty: row.difficulty,
    prompt: row.prompt,
    ...content,
  };
}

export async function itemsByIds(db: Db | Transaction<Database>, ids: number[]): Promise<ItemRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('practice_items')
    .select([
      'id',
      'kind',
      'skill',
      'difficulty',
      'prompt',
      'content',
      'answer',
      'explanation',
      'checking',
      'retired_at',
    ])
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is ItemRow => r !== undefined);
}

export async function answeredOf(db: Db | Transaction<Database>, sessionId: number): Promise<AnswerResult[]> {
  const rows = await db
    .selectFrom('practice_answers as a')
    .innerJoin('practice_items as i', 'i.id', 'a.item_id')
    .select(['a.item_id', 'a.correct', 'a.explanation', 'a.example', 'i.answer', 'i.kind'])
    .where('a.session_id', '=', sessionId)
    .orderBy('a.answered_at')
    .execute();
  return rows.map((r) => ({
    itemId: r.item_id,
    correct: r.correct,
    correctAnswer: shownAnswer(r.kind, r.answer),
    explanation: r.explanation,
    example: r.example,
  }));
}

export interface SessionRow {
  id: number;
  profile_id: number;
  unit_id: number;
  item_ids: number[];
  finished_at: Date | null;
  diamonds_granted: number;
  user_id: number;
}

/** 404 when the session does not exist, 403 when its profile belongs to another account. */
export async function ownedSession(
  db: Db | Transaction<Database>,
  sessionId: number,
  userId: number,
  lock = false,
): Promise<SessionRow> {
  let query = db
    .selectFrom('practice_sessions as s')
    .innerJoin('profiles as p', 'p.id', 's.profile_id')
    .select([
      's.id',
      's.profile_id',
      's.unit_id',
      's.item_ids',
      's.finished_at',
      's.diamonds_granted',
      'p.user_id',
    ])
    .where('s.id', '=', sessionId);
  if (lock) query = query.forUpdate('s');
  const row = await query.executeTakeFirst();
  if (!row)
    throw new AppError(404, ERROR_CODES.PRACTICE_SESSION_NOT_FOUND, PRACTICE_MESSAGES.sessionNotFound);
  if (row.user_id !== userId)
    throw new AppError(403, ERROR_CODES.PRACTICE_SESSION_NOT_OWNED, PRACTICE_MESSAGES.sessionNotOwned);
  return row;
}
