import { type Kysely, sql, type Transaction } from 'kysely';
import type {
  AnswerResult,
  PracticeItem,
  PracticeProgressData,
  PracticeSessionData,
  PracticeUnitsData,
  SessionSummary,
} from '../../src/contracts/practice';
import { profileGrade } from '../db/queries/profiles';
import type { Database } from '../db/schema';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import type { CheckedAnswer } from './practice-answer-check';
import { shownAnswer } from './practice-answer-check';
import type { PracticeItemChecking, PracticeItemContent } from './practice-bank';
import type { StoredItemKind } from './practice-items';
import {
  PRACTICE_SESSION_DIAMONDS_PER_CORRECT,
  type PracticeRewards,
  practiceRewardKey,
} from './practice-rewards';
import { composeSession, reviewCard, sessionCandidates, targetDifficulty } from './practice-scheduler';

/* All SQL of AI Practice (ADR 0008): functions take `db` (or a `trx`) first. */

type Db = Kysely<Database>;

export const PRACTICE_MESSAGES = {
  unitNotFound: 'Không tìm thấy bài luyện tập này',
  sessionNotFound: 'Không tìm thấy lượt luyện tập này',
  sessionNotOwned: 'Bạn không có quyền truy cập lượt luyện tập này',
  sessionClosed: 'Lượt luyện tập này đã kết thúc, em hãy bắt đầu lượt mới nhé',
  itemNotInSession: 'Câu hỏi này không thuộc lượt luyện tập hiện tại',
} as const;

/** An unfinished session of the same unit younger than this is resumed instead of starting anew. */
const RESUME_WINDOW_MS = 12 * 60 * 60 * 1000;
/** Recent accuracy looks at this many of the pupil's latest answers in the unit. */
const RECENT_ANSWERS = 20;

const pct = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((100 * part) / whole));

/** The grade a profile practises by default: its own, within the grades that have content. */
export function defaultGrade(profileGrade: number | null, grades: number[]): number {
  if (grades.length === 0) return profileGrade ?? 1;
  if (profileGrade === null) return grades[0]!;
  if (grades.includes(profileGrade)) return profileGrade;
  // Grades 10–12 (no content yet) see the highest grade that has some.
  return grades.reduce((best, g) => (Math.abs(g - profileGrade) < Math.abs(best - profileGrade) ? g : best));
}

/** The live units of one grade (the profile's own unless asked) with the profile's progress. */
export async function listUnits(
  db: Db,
  input: { profileId: number; grade?: number; now: Date },
): Promise<PracticeUnitsData> {
  const { profileId, now } = input;
  const ownGrade = await profileGrade(db, profileId);
  const grades = (
    await db
      .selectFrom('practice_units')
      .select('grade')
      .distinct()
      .where('retired_at', 'is', null)
      .orderBy('grade')
      .execute()
  ).map((row) => row.grade);
  const grade = input.grade ?? defaultGrade(ownGrade, grades);
  const rows = await db
    .selectFrom('practice_units as u')
    .select((eb) => [
      'u.id',
      'u.grade',
      'u.title',
      'u.title_vi',
      'u.theme',
      'u.position',
      eb
        .selectFrom('practice_items as i')
        .whereRef('i.unit_id', '=', 'u.id')
        .where('i.retired_at', 'is', null)
        .select(eb.fn.countAll<number>().as('n'))
        .as('item_count'),
      eb
        .selectFrom('practice_cards as c')
        .innerJoin('practice_items as i', 'i.id', 'c.item_id')
        .whereRef('i.unit_id', '=', 'u.id')
        .where('i.retired_at', 'is', null)
        .where('c.profile_id', '=', profileId)
        .where('c.due', '<=', now)
        .select(eb.fn.countAll<number>().as('n'))
        .as('due_count'),
      eb
        .selectFrom('practice_answers as a')
        .innerJoin('practice_sessions as s', 's.id', 'a.session_id')
        .innerJoin('practice_items as i', 'i.id', 'a.item_id')
        .whereRef('s.unit_id', '=', 'u.id')
        .where('i.retired_at', 'is', null)
        .where('s.profile_id', '=', profileId)
        .where('a.correct', '=', true)
        .select(sql<number>`count(distinct a.item_id)`.as('n'))
        .as('mastered_count'),
    ])
    .where('u.grade', '=', grade)
    .where('u.retired_at', 'is', null)
    .orderBy('u.position')
    .execute();
  const units = rows.map((row) => {
    const itemCount = Number(row.item_count ?? 0);
    const masteredCount = Number(row.mastered_count ?? 0);
    return {
      id: row.id,
      grade: row.grade,
      title: row.title,
      titleVi: row.title_vi,
      theme: row.theme,
      itemCount,
      masteredCount,
      progressPercent: pct(masteredCount, itemCount),
      dueReviews: Number(row.due_count ?? 0),
      recommended: row.grade === ownGrade,
    };
  });
  return { grade, grades, units };
}

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

async function itemsByIds(db: Db | Transaction<Database>, ids: number[]): Promise<ItemRow[]> {
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

async function answeredOf(db: Db | Transaction<Database>, sessionId: number): Promise<AnswerResult[]> {
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

/**
 * Starts a session of 10 items (due reviews, then new items at the target difficulty), or resumes
 * the profile's unfinished session of the same unit. One transaction, serialised per profile, so a
 * double tap never opens two sessions.
 */
export async function startSession(
  db: Db,
  input: { profileId: number; unitId: number; now: Date },
): Promise<PracticeSessionData> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('profiles').select('id').where('id', '=', input.profileId).forUpdate().execute();
    const unitRow = await trx
      .selectFrom('practice_units')
      .select(['id', 'grade', 'title', 'title_vi'])
      .where('id', '=', input.unitId)
      .where('retired_at', 'is', null)
      .executeTakeFirst();
    if (!unitRow)
      throw new AppError(404, ERROR_CODES.PRACTICE_UNIT_NOT_FOUND, PRACTICE_MESSAGES.unitNotFound);
    const unit = { id: unitRow.id, grade: unitRow.grade, title: unitRow.title, titleVi: unitRow.title_vi };

    const recent = await trx
      .selectFrom('practice_answers as a')
      .innerJoin('practice_sessions as s', 's.id', 'a.session_id')
      .select('a.correct')
      .where('s.profile_id', '=', input.profileId)
      .where('s.unit_id', '=', unit.id)
      .orderBy('a.answered_at', 'desc')
      .limit(RECENT_ANSWERS)
      .execute();
    const target = targetDifficulty(recent.map((r) => r.correct));

    const open = await trx
      .selectFrom('practice_sessions')
      .select(['id', 'item_ids'])
      .where('profile_id', '=', input.profileId)
      .where('unit_id', '=', unit.id)
      .where('finished_at', 'is', null)
      .where('started_at', '>', new Date(input.now.getTime() - RESUME_WINDOW_MS))
      .orderBy('started_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    const openItems = open ? await itemsByIds(trx, open.item_ids) : [];
    // A session holding items that left the content is not resumed: a new one starts.
    if (open && openItems.every((item) => item.retired_at === null)) {
      const items = openItems;
      return {
        sessionId: open.id,
        unit,
        items: items.map(toPublicItem),
        answered: await answeredOf(trx, open.id),
        resumed: true,
        targetDifficulty: target,
      };
    }

    const bank = await trx
      .selectFrom('practice_items as i')
      .leftJoin('practice_cards as c', (join) =>
        join.onRef('c.item_id', '=', 'i.id').on('c.profile_id', '=', input.profileId),
      )
      .select([
        'i.id',
        'i.difficulty',
        'i.kind',
        'c.due',
        'c.stability',
        'c.difficulty as card_difficulty',
        'c.elapsed_days',
        'c.scheduled_days',
        'c.learning_steps',
        'c.reps',
        'c.lapses',
        'c.state',
        'c.last_review',
      ])
      .where('i.unit_id', '=', unit.id)
      .where('i.retired_at', 'is', null)
      .orderBy('i.id')
      .execute();
    const itemIds = composeSession(
      sessionCandidates(
        bank.map((row) => ({
          id: row.id,
          difficulty: row.difficulty,
          kind: row.kind,
          card:
            row.due === null
              ? null
              : {
                  due: row.due,
                  stability: row.stability!,
                  difficulty: row.card_difficulty!,
                  elapsed_days: row.elapsed_days!,
                  scheduled_days: row.scheduled_days!,
                  learning_steps: row.learning_steps!,
                  reps: row.reps!,
                  lapses: row.lapses!,
                  state: row.state!,
                  last_review: row.last_review,
                },
        })),
        input.now,
      ),
      target,
    );
    const session = await trx
      .insertInto('practice_sessions')
      .values({
        profile_id: input.profileId,
        unit_id: unit.id,
        item_ids: JSON.stringify(itemIds),
        started_at: input.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const items = await itemsByIds(trx, itemIds);
    return {
      sessionId: session.id,
      unit,
      items: items.map(toPublicItem),
      answered: [],
      resumed: false,
      targetDifficulty: target,
    };
  });
}

interface SessionRow {
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

/**
 * Closes a session (idempotent: a second call answers the same summary). A session whose every item
 * was answered grants 1 diamond per right answer, once, through the loyalty seam with the key
 * `practice-session:<id>` in the same transaction.
 */
export async function finishSession(
  db: Db,
  input: { sessionId: number; userId: number; now: Date; rewards: PracticeRewards },
): Promise<SessionSummary> {
  return db.transaction().execute(async (trx) => {
    const session = await ownedSession(trx, input.sessionId, input.userId, true);
    const answers = await answeredOf(trx, session.id);
    const correct = answers.filter((a) => a.correct).length;
    let diamonds = session.diamonds_granted;
    let finishedAt = session.finished_at;
    if (!finishedAt) {
      finishedAt = input.now;
      const complete = answers.length === session.item_ids.length;
      const earned = complete ? correct * PRACTICE_SESSION_DIAMONDS_PER_CORRECT : 0;
      const granted =
        earned > 0
          ? await input.rewards.grantDiamonds(trx, {
              profileId: session.profile_id,
              amount: earned,
              idempotencyKey: practiceRewardKey(session.id),
            })
          : false;
      diamonds = granted ? earned : 0;
      await trx
        .updateTable('practice_sessions')
        .set({ finished_at: finishedAt, diamonds_granted: diamonds })
        .where('id', '=', session.id)
        .execute();
    }
    const unit = await trx
      .selectFrom('practice_units')
      .select('title')
      .where('id', '=', session.unit_id)
      .executeTakeFirstOrThrow();
    return {
      sessionId: session.id,
      unitTitle: unit.title,
      total: session.item_ids.length,
      answered: answers.length,
      correct,
      diamonds,
      finishedAt: finishedAt.toISOString(),
    };
  });
}

/** Progress per unit and skill (answers of every session), finished sessions and due reviews. */
export async function loadProgress(db: Db, profileId: number, now: Date): Promise<PracticeProgressData> {
  const rows = await db
    .selectFrom('practice_answers as a')
    .innerJoin('practice_sessions as s', 's.id', 'a.session_id')
    .innerJoin('practice_items as i', 'i.id', 'a.item_id')
    .innerJoin('practice_units as u', 'u.id', 's.unit_id')
    .select((eb) => [
      'u.id as unit_id',
      'u.title',
      'u.grade',
      'i.skill',
      eb.fn.countAll<number>().as('answered'),
      sql<number>`count(*) filter (where a.correct)`.as('correct'),
    ])
    .where('s.profile_id', '=', profileId)
    .groupBy(['u.id', 'u.title', 'u.grade', 'i.skill'])
    .orderBy('u.grade')
    .orderBy('u.id')
    .orderBy('i.skill')
    .execute();
  const finished = await db
    .selectFrom('practice_sessions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('profile_id', '=', profileId)
    .where('finished_at', 'is not', null)
    .executeTakeFirstOrThrow();
  const due = await db
    .selectFrom('practice_cards')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('profile_id', '=', profileId)
    .where('due', '<=', now)
    .executeTakeFirstOrThrow();
  return {
    sessionsFinished: Number(finished.n),
    cardsDue: Number(due.n),
    skills: rows.map((r) => ({
      unitId: r.unit_id,
      unitTitle: r.title,
      grade: r.grade,
      skill: r.skill,
      answered: Number(r.answered),
      correct: Number(r.correct),
      accuracyPercent: pct(Number(r.correct), Number(r.answered)),
    })),
  };
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
