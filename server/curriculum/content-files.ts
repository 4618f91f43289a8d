/**
 * The curriculum content files, format v1 (issue 33, ADR 0014): one practice file per grade
 * (content/practice/v1/grade-<g>.json) and one speak file per grade band
 * (content/speak/v1/band-<a>-<b>.json), each checked against its JSON Schema (content/schema/).
 * The types below say in TypeScript what the schemas say; the schemas are the contract.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';

/** The repository's content directory; tests and the validator may read another. */
export const CONTENT_ROOT = path.join(import.meta.dirname, '..', '..', 'content');
export const CONTENT_VERSION_DIR = 'v1';

export type ContentSkill = 'vocabulary' | 'grammar' | 'listening' | 'reading' | 'writing';
export type ContentDifficulty = 1 | 2 | 3;

/** Why a wrong choice is wrong (Vietnamese) and an English sentence showing the right use. */
export interface WrongChoice {
  explanation: string;
  example: string;
}

interface ItemBase {
  /** g<grade>-u<2-digit unit>-<3-digit n>, unique in its file. */
  id: string;
  skill: ContentSkill;
  difficulty: ContentDifficulty;
}

interface ChoiceItem extends ItemBase {
  choices: string[];
  answer: string;
  /** One entry per wrong choice, keyed by the choice. */
  wrong: Record<string, WrongChoice>;
}

export interface PictureMatchItem extends ChoiceItem {
  kind: 'picture_match';
  picture: string;
}
export interface GapFillItem extends ChoiceItem {
  kind: 'gap_fill';
  /** An English sentence with exactly one ___. */
  text: string;
}
export interface ListeningChoiceItem extends ChoiceItem {
  kind: 'listening_choice';
  /** What the pupil hears (pre-rendered audio); never sent to the browser. */
  say: string;
  /** Vietnamese question about what was heard. */
  question: string;
}
export interface WordOrderItem extends ItemBase {
  kind: 'word_order';
  answer: string;
  explanation: string;
  example: string;
}
export interface ReadingTfItem extends ItemBase {
  kind: 'reading_tf';
  passage: string;
  statement: string;
  answer: boolean;
  explanation: string;
  example: string;
}
export interface ShortWritingItem extends ItemBase {
  kind: 'short_writing';
  /** Vietnamese instruction. */
  prompt: string;
  /** Patterns of src/domain/answer-patterns.ts. */
  accept: string[];
  sample: string;
  explanation: string;
  example: string;
}

export type ContentItem =
  | PictureMatchItem
  | GapFillItem
  | ListeningChoiceItem
  | WordOrderItem
  | ReadingTfItem
  | ShortWritingItem;
export type ContentItemKind = ContentItem['kind'];
export type ContentChoiceItem = PictureMatchItem | GapFillItem | ListeningChoiceItem;

export interface ContentWord {
  word: string;
  meaning: string;
  picture: string;
  example: string;
}

export interface ContentUnit {
  slug: string;
  title: string;
  titleVi: string;
  theme: string;
  words: ContentWord[];
  items: ContentItem[];
}

export interface PracticeGradeFile {
  version: 1;
  grade: number;
  units: ContentUnit[];
}

export type SpeakPrompt =
  | { kind: 'read_aloud'; text: string }
  | {
      kind: 'free_talk';
      question: string;
      questionVi: string;
      keywords: string[];
      sampleAnswers: string[];
    };

export interface SpeakTopic {
  slug: string;
  title: string;
  titleVi: string;
  theme: string;
  prompts: SpeakPrompt[];
}

export interface SpeakBandFile {
  version: 1;
  band: '1-2' | '3-5' | '6-9';
  grades: number[];
  topics: SpeakTopic[];
}

/** A content file as read: its path relative to the content root, its text and its data. */
export interface ContentFile<T> {
  file: string;
  text: string;
  data: T;
}

const PRACTICE_FILE = /^grade-([1-9])\.json$/;
const SPEAK_FILE = /^band-(\d)-(\d)\.json$/;

function filesIn(root: string, area: 'practice' | 'speak', pattern: RegExp): string[] {
  const dir = path.join(root, area, CONTENT_VERSION_DIR);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => pattern.test(name))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    .map((name) => path.join(area, CONTENT_VERSION_DIR, name));
}

/** The practice grade files under `root`, in grade order. */
export function practiceFiles(root = CONTENT_ROOT): string[] {
  return filesIn(root, 'practice', PRACTICE_FILE);
}

/** The speak band files under `root`, in band order. */
export function speakFiles(root = CONTENT_ROOT): string[] {
  return filesIn(root, 'speak', SPEAK_FILE);
}

/** Reads and parses one file; a broken JSON file is an error naming the file. */
export function readContentFile<T>(root: string, file: string): ContentFile<T> {
  const text = readFileSync(path.join(root, file), 'utf8');
  try {
    return { file, text, data: JSON.parse(text) as T };
  } catch (error) {
    throw new Error(`${file}: không đọc được JSON (${(error as Error).message})`);
  }
}

const compiled = new Map<string, { practice: ValidateFunction; speak: ValidateFunction }>();

/** The two schemas of `<root>/schema`, compiled once per root and process. */
export function contentSchemas(root = CONTENT_ROOT) {
  let schemas = compiled.get(root);
  if (!schemas) {
    const ajv = new Ajv2020({ allErrors: true });
    const schema = (name: string) =>
      JSON.parse(readFileSync(path.join(root, 'schema', `${name}.schema.json`), 'utf8')) as object;
    schemas = { practice: ajv.compile(schema('practice-grade')), speak: ajv.compile(schema('speak-band')) };
    compiled.set(root, schemas);
  }
  return schemas;
}

/** `/units/3/items/7/choices` of a grade file → 'g5-u04-008' (the item's id), else the path itself. */
export function whereInFile(data: unknown, instancePath: string): string {
  const parts = instancePath.split('/').slice(1);
  let node: unknown = data;
  let named = '';
  for (const part of parts) {
    if (node === null || typeof node !== 'object') break;
    node = (node as Record<string, unknown>)[part];
    const record = node as { id?: unknown; slug?: unknown } | null;
    if (record && typeof record === 'object' && !Array.isArray(record)) {
      if (typeof record.id === 'string') named = record.id;
      else if (typeof record.slug === 'string') named = record.slug;
    }
  }
  return named ? `${named} (${instancePath})` : instancePath || '(cả tệp)';
}

/** One line per schema error: where (the item id when there is one) and what. */
export function schemaProblems(data: unknown, errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? [])
    .filter((error) => error.keyword !== 'if')
    .map((error) => {
      const detail =
        error.keyword === 'additionalProperties'
          ? `trường không có trong định dạng: "${(error.params as { additionalProperty: string }).additionalProperty}"`
          : (error.message ?? error.keyword);
      return `${whereInFile(data, error.instancePath)}: ${detail}`;
    });
}

/** Every file of one area, checked against its schema: throws naming the file and items on a refusal. */
function readValid<T>(root: string, files: string[], validate: ValidateFunction): ContentFile<T>[] {
  return files.map((file) => {
    const read = readContentFile<T>(root, file);
    if (!validate(read.data)) {
      const problems = schemaProblems(read.data, validate.errors).slice(0, 10);
      throw new Error(`${file} không đúng định dạng nội dung v1:\n  ${problems.join('\n  ')}`);
    }
    return read;
  });
}

/** The practice grade files, each valid against practice-grade.schema.json. */
export function readPracticeGrades(root = CONTENT_ROOT): ContentFile<PracticeGradeFile>[] {
  return readValid(root, practiceFiles(root), contentSchemas(root).practice);
}

/** The speak band files, each valid against speak-band.schema.json. */
export function readSpeakBands(root = CONTENT_ROOT): ContentFile<SpeakBandFile>[] {
  return readValid(root, speakFiles(root), contentSchemas(root).speak);
}
