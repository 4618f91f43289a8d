/** Starting (or resuming) a practice session and finishing it. */
import type { PracticeSessionData, SessionSummary } from '../../src/contracts/practice';
import type { Db } from '../db/database';
import { AppError } from '../http/envelope';
import { ERROR_CODES } from '../http/error-codes';
import {
  PRACTICE_SESSION_DIAMONDS_PER_CORRECT,
  type PracticeRewards,
  practiceRewardKey,
} from './practice-rewards';
import { answeredOf, itemsByIds, ownedSession, PRACTICE_MESSAGES, toPublicItem } from './practice-rows';
import { composeSession, sessionCandidates, targetDifficulty } from './practice-scheduler';

/** An unfinished session of the same unit younger than this is resumed instead of starting anew. */
const RESUME_WINDOW_MS = 12 * 60 * 60 * 1000;
/** Recent accuracy looks at this many of the pupil's latest answers in the unit. */
const RECENT_ANSWERS = 20;

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
