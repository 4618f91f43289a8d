import { createHash } from 'node:crypto';
import type { ContentItem, ContentUnit, PracticeGradeFile, WrongChoice } from '../curriculum/content-files';
import { listeningAudioFile } from '../curriculum/listening-audio';
import type { PracticeItemKind, PracticeSkill } from './practice-items';

/*
 * The practice item bank built from the curriculum files (format v1, ADR 0014): one row per content
 * item, keyed by the item's own id so a new version of a file updates rows in place. What the pupil
 * sees (`content`) is kept apart from what checks the answer (`answer`, `checking`), which never
 * leaves the server.
 */

/** What the pupil sees of an item besides its instruction; never the answer or the audio's text. */
export interface PracticeItemContent {
  /** gap_fill: the sentence with its ___. */
  text?: string;
  picture?: string;
  choices?: string[];
  /** word_order: the answer's words, scrambled. */
  words?: string[];
  /** listening_choice: the Vietnamese question about what is heard. */
  question?: string;
  /** listening_choice: the item has an audio file (GET /practice/items/:id/audio). */
  hasAudio?: boolean;
  /** reading_tf. */
  passage?: string;
  statement?: string;
}

/** How a wrong answer is checked and explained: read by the server only. */
export interface PracticeItemChecking {
  /** Choice items: each wrong choice's own explanation and example. */
  wrong?: Record<string, WrongChoice>;
  /** short_writing: the patterns a right sentence matches. */
  accept?: string[];
  /** Word order, reading, writing: the item's English example. */
  example?: string;
}

export interface BankItem {
  itemKey: string;
  kind: PracticeItemKind;
  skill: PracticeSkill;
  difficulty: 1 | 2 | 3;
  /** Vietnamese instruction above the item. */
  prompt: string;
  content: PracticeItemContent;
  /** The canonical right answer ('true'/'false' for reading, the sample for writing). */
  answer: string;
  /** The item's Vietnamese explanation (choice items: said when an answer is not one of the choices). */
  explanation: string;
  checking: PracticeItemChecking;
  /** listening_choice: the pre-rendered audio file of `say`. */
  audioFile: string | null;
}

export interface BankUnit {
  grade: number;
  position: number;
  slug: string;
  title: string;
  titleVi: string;
  theme: string;
  items: BankItem[];
}

export const KIND_INSTRUCTIONS = {
  picture_match: 'Chọn từ tiếng Anh đúng với bức tranh',
  gap_fill: 'Chọn từ đúng để điền vào chỗ trống',
  word_order: 'Sắp xếp các từ thành câu đúng',
  listening_choice: 'Nghe rồi chọn câu trả lời đúng',
  reading_tf: 'Đọc đoạn văn rồi chọn Đúng hay Sai',
} as const;

/** A number from a text, the same on every machine: the shuffles are part of the content. */
function seedOf(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

/** The words of a word-order answer as chips: the final punctuation goes, it gives the last word away. */
export function wordChips(sentence: string): string[] {
  return sentence
    .trim()
    .replace(/[.!?]+$/, '')
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * The chips in an order that never reads as the answer: a Fisher–Yates shuffle seeded by the item
 * id, turned once more if it happens to come out in the answer's order.
 */
export function scrambleWords(words: string[], seedText: string): string[] {
  const out = [...words];
  let seed = seedOf(seedText);
  const next = () => {
    seed = (Math.imul(seed, 1_664_525) + 1_013_904_223) >>> 0;
    return seed / 2 ** 32;
  };
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  const same = (a: string[]) => a.join(' ').toLowerCase() === words.join(' ').toLowerCase();
  for (let turn = 1; same(out) && turn < out.length; turn += 1) out.push(out.shift()!);
  return out;
}

/** Choice items get a generic explanation for an answer that is none of the choices (a tampered request). */
const notAChoice = (answer: string) => `Em hãy chọn một trong các đáp án có sẵn. Đáp án đúng là “${answer}”.`;

function bankItem(item: ContentItem): BankItem {
  const base = { itemKey: item.id, kind: item.kind, skill: item.skill, difficulty: item.difficulty };
  switch (item.kind) {
    case 'picture_match':
      return {
        ...base,
        prompt: KIND_INSTRUCTIONS.picture_match,
        content: { picture: item.picture, choices: item.choices },
        answer: item.answer,
        explanation: notAChoice(item.answer),
        checking: { wrong: item.wrong },
        audioFile: null,
      };
    case 'gap_fill':
      return {
        ...base,
        prompt: KIND_INSTRUCTIONS.gap_fill,
        content: { text: item.text, choices: item.choices },
        answer: item.answer,
        explanation: notAChoice(item.answer),
        checking: { wrong: item.wrong },
        audioFile: null,
      };
    case 'listening_choice':
      return {
        ...base,
        prompt: KIND_INSTRUCTIONS.listening_choice,
        content: { question: item.question, choices: item.choices, hasAudio: true },
        answer: item.answer,
        explanation: notAChoice(item.answer),
        checking: { wrong: item.wrong },
        audioFile: listeningAudioFile(item.say),
      };
    case 'word_order':
      return {
        ...base,
        prompt: KIND_INSTRUCTIONS.word_order,
        content: { words: scrambleWords(wordChips(item.answer), item.id) },
        answer: item.answer,
        explanation: item.explanation,
        checking: { example: item.example },
        audioFile: null,
      };
    case 'reading_tf':
      return {
        ...base,
        prompt: KIND_INSTRUCTIONS.reading_tf,
        content: { passage: item.passage, statement: item.statement },
        answer: String(item.answer),
        explanation: item.explanation,
        checking: { example: item.example },
        audioFile: null,
      };
    case 'short_writing':
      return {
        ...base,
        prompt: item.prompt,
        content: {},
        answer: item.sample,
        explanation: item.explanation,
        checking: { accept: item.accept, example: item.example },
        audioFile: null,
      };
  }
}

function bankUnit(grade: number, unit: ContentUnit, position: number): BankUnit {
  return {
    grade,
    position,
    slug: unit.slug,
    title: unit.title,
    titleVi: unit.titleVi,
    theme: unit.theme,
    items: unit.items.map(bankItem),
  };
}

/** Every unit of the given grade files with its items, in file order. */
export function buildPracticeBank(grades: PracticeGradeFile[]): BankUnit[] {
  return grades.flatMap((file) => file.units.map((unit, index) => bankUnit(file.grade, unit, index + 1)));
}
