import type { ColumnType, Generated } from 'kysely';
import type { ScoredWord } from '../../src/contracts/speak';

/* Row types of migrations 0071, 0110, 0111 and 0120 (AI Speak, ADR 0008, 0012 and 0014). */

type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb written JSON.stringify-ed. */
type Json<T> = ColumnType<T, string, string>;

export type SpeakPromptKind = 'repeat' | 'answer' | 'free_talk';

export interface SpeakTopicsTable {
  id: Generated<number>;
  grade: number;
  unit_title: string;
  position: number;
  title: string;
  /** From the band file of content v1 (migration 0120). */
  slug: Generated<string>;
  title_vi: Generated<string>;
  theme: Generated<string>;
}

export interface SpeakPromptsTable {
  id: Generated<number>;
  topic_id: number;
  position: number;
  kind: SpeakPromptKind;
  instruction: string;
  model_text: string;
  accepted_patterns: Json<string[]>;
  /** Free talk: English words a good answer uses (migration 0110); empty for other kinds. */
  keywords: ColumnType<string[], string | undefined, string>;
  max_seconds: number;
}

/** A judged word as stored (phones included; never audio). */
export type SpeakWordRow = ScoredWord;

export interface SpeakAttemptsTable {
  id: Generated<number>;
  profile_id: number;
  prompt_id: number;
  client_attempt_id: string;
  score: number;
  words: Json<SpeakWordRow[]>;
  /** False for attempts stored before migration 0111, whose score the client claimed. */
  scored_by_server: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: DefaultedTimestamp;
}

export interface SpeakTables {
  speak_topics: SpeakTopicsTable;
  speak_prompts: SpeakPromptsTable;
  speak_attempts: SpeakAttemptsTable;
}
