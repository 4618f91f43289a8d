import type { ColumnType, Generated } from 'kysely';
import type { PracticeItemKind, PracticeSkill } from './practice-items';

/* Row types of migration 0070 (AI Practice, ADR 0008). */

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb written JSON.stringify-ed. */
type Json<T> = ColumnType<T, string, string>;

export interface PracticeUnitsTable {
  id: Generated<number>;
  grade: number;
  position: number;
  title: string;
}

export interface PracticeItemsTable {
  id: Generated<number>;
  unit_id: number;
  item_key: string;
  kind: PracticeItemKind;
  skill: PracticeSkill;
  difficulty: number;
  prompt: string;
  content: Json<unknown>;
  answer: string;
  explanation: string;
}

export interface PracticeCardsTable {
  profile_id: number;
  item_id: number;
  due: Timestamp;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: Generated<number>;
  reps: number;
  lapses: number;
  state: number;
  last_review: NullableTimestamp;
}

export interface PracticeSessionsTable {
  id: Generated<number>;
  profile_id: number;
  unit_id: number;
  item_ids: Json<number[]>;
  started_at: DefaultedTimestamp;
  finished_at: NullableTimestamp;
  diamonds_granted: Generated<number>;
}

export interface PracticeAnswersTable {
  session_id: number;
  item_id: number;
  answer: string;
  correct: boolean;
  explanation: string | null;
  answered_at: DefaultedTimestamp;
}

export interface PracticeTables {
  practice_units: PracticeUnitsTable;
  practice_items: PracticeItemsTable;
  practice_cards: PracticeCardsTable;
  practice_sessions: PracticeSessionsTable;
  practice_answers: PracticeAnswersTable;
}
