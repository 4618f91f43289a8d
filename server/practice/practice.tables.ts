import type { ColumnType, Generated } from 'kysely';
import type { PracticeItemChecking } from './practice-bank';
import type { PracticeSkill, StoredItemKind } from './practice-items';

/* Row types of migrations 0070, 0120 and 0121 (AI Practice, ADR 0008 and 0014). */

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb written JSON.stringify-ed. */
type Json<T> = ColumnType<T, string, string>;

export interface PracticeUnitsTable {
  id: Generated<number>;
  grade: number;
  position: number;
  /** The unit's slug in its grade file (content v1): its stable key. */
  slug: string;
  title: string;
  title_vi: Generated<string>;
  theme: Generated<string>;
  /** Set when the unit left the content: kept for its answers, no longer offered. */
  retired_at: NullableTimestamp;
}

export interface PracticeItemsTable {
  id: Generated<number>;
  unit_id: number;
  item_key: string;
  kind: StoredItemKind;
  skill: PracticeSkill;
  difficulty: number;
  prompt: string;
  content: Json<unknown>;
  answer: string;
  explanation: string;
  /** Server-only: wrong choices' explanations, writing patterns, the example. */
  checking: ColumnType<PracticeItemChecking, string | undefined, string>;
  /** listening_choice: its file in content/audio/v1. */
  audio_file: string | null;
  retired_at: NullableTimestamp;
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
  example: string | null;
  answered_at: DefaultedTimestamp;
}

/** A missed day repaired with diamonds (migration 0121): at most one per profile and week. */
export interface StreakRepairsTable {
  profile_id: number;
  /** 'YYYY-MM-DD' (Vietnam); pg answers dates as Date, so it is read back with to_char. */
  day: ColumnType<string, string, never>;
  week_start: ColumnType<string, string, never>;
  ledger_entry_id: number;
  created_at: DefaultedTimestamp;
}

/** Which version (hash) of each content set the database holds (migration 0120). */
export interface ContentVersionsTable {
  name: string;
  hash: string;
  synced_at: DefaultedTimestamp;
}

export interface PracticeTables {
  practice_units: PracticeUnitsTable;
  practice_items: PracticeItemsTable;
  practice_cards: PracticeCardsTable;
  practice_sessions: PracticeSessionsTable;
  practice_answers: PracticeAnswersTable;
  streak_repairs: StreakRepairsTable;
  content_versions: ContentVersionsTable;
}
