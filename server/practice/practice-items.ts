import type { GradeUnits, UnitContent, UnitWord } from './practice-content';

export type PracticeItemKind =
  | 'picture'
  | 'multiple_choice'
  | 'fill_gap'
  | 'word_order'
  | 'listening'
  | 'matching';
export type PracticeSkill = 'vocabulary' | 'grammar' | 'listening';

/** What the pupil sees of an item besides its prompt; never the answer. */
export interface PracticeItemContent {
  text?: string;
  picture?: string;
  /** English text the browser reads aloud (listening items, tap-to-hear). */
  audioText?: string;
  choices?: string[];
  /** Words to put in order. */
  words?: string[];
  /** Matching: English words on the left, Vietnamese meanings (shuffled) on the right. */
  left?: string[];
  right?: string[];
}

export interface BankItem {
  itemKey: string;
  kind: PracticeItemKind;
  skill: PracticeSkill;
  difficulty: 1 | 2 | 3;
  prompt: string;
  content: PracticeItemContent;
  answer: string;
  explanation: string;
}

/** Deterministic rotation: the seed is the same on every machine, so item ids and order are stable. */
function rotate<T>(values: T[], by: number): T[] {
  const shift = by % values.length;
  return [...values.slice(shift), ...values.slice(0, shift)];
}

/** The word at `index` and three others of the unit, the right one at a position that varies. */
function choicesFor(words: UnitWord[], index: number, spread: number): string[] {
  const n = words.length;
  const options = [0, 1, 2, 3].map((k) => words[(index + k * spread) % n]!.word);
  return rotate(options, index + spread);
}

/** A deterministic shuffle that never leaves the words in their original order. */
function scramble(words: string[], seed: number): string[] {
  const out = rotate(words, (seed % (words.length - 1)) + 1);
  if (out.length > 2) [out[0], out[1]] = [out[1]!, out[0]!];
  return out.join(' ') === words.join(' ') ? [...words].reverse() : out;
}

/** The canonical answer of a matching item: `word=meaning` pairs in the order of `left`. */
export function matchingAnswer(pairs: { word: string; meaning: string }[]): string {
  return pairs.map((p) => `${p.word}=${p.meaning}`).join('|');
}

function unitItems(grade: number, unitSlug: string, unit: UnitContent): BankItem[] {
  const key = (kind: string, n: number) => `g${grade}-${unitSlug}-${kind}-${n}`;
  const items: BankItem[] = [];
  unit.words.forEach((w, i) => {
    items.push({
      itemKey: key('picture', i + 1),
      kind: 'picture',
      skill: 'vocabulary',
      difficulty: 1,
      prompt: 'Chọn từ tiếng Anh đúng với bức tranh',
      content: { picture: w.picture, choices: choicesFor(unit.words, i, 3) },
      answer: w.word,
      explanation: `Bức tranh là "${w.meaning}", tiếng Anh là "${w.word}". Ví dụ: ${w.example}`,
    });
    items.push({
      itemKey: key('listening', i + 1),
      kind: 'listening',
      skill: 'listening',
      difficulty: 2,
      prompt: 'Nghe và chọn từ em nghe được',
      content: { audioText: w.word, choices: choicesFor(unit.words, i, 5) },
      answer: w.word,
      explanation: `Em vừa nghe từ "${w.word}" (${w.meaning}). Ví dụ: ${w.example}`,
    });
  });
  unit.gaps.forEach((g, i) => {
    items.push({
      itemKey: key('gap', i + 1),
      kind: 'fill_gap',
      skill: i < 4 ? 'vocabulary' : 'grammar',
      difficulty: i < 4 ? 2 : 3,
      prompt: 'Điền từ còn thiếu vào chỗ trống',
      content: { text: g.text },
      answer: g.answer,
      explanation: g.explanation,
    });
  });
  unit.grammar.forEach((q, i) => {
    items.push({
      itemKey: key('grammar', i + 1),
      kind: 'multiple_choice',
      skill: 'grammar',
      difficulty: i < 3 ? 2 : 3,
      prompt: 'Chọn đáp án đúng',
      content: { text: q.text, choices: q.choices },
      answer: q.answer,
      explanation: q.explanation,
    });
  });
  unit.sentences.forEach((s, i) => {
    const words = s.split(' ');
    items.push({
      itemKey: key('order', i + 1),
      kind: 'word_order',
      skill: 'grammar',
      difficulty: 3,
      prompt: 'Sắp xếp các từ thành câu đúng',
      content: { words: scramble(words, i + grade), audioText: s },
      answer: s,
      explanation: `Câu đúng là: "${s.charAt(0).toUpperCase()}${s.slice(1)}." Câu tiếng Anh bắt đầu bằng người/vật (chủ ngữ), rồi đến động từ.`,
    });
  });
  for (let group = 0; group * 4 < unit.words.length; group += 1) {
    const pairs = unit.words.slice(group * 4, group * 4 + 4);
    items.push({
      itemKey: key('matching', group + 1),
      kind: 'matching',
      skill: 'vocabulary',
      difficulty: 1,
      prompt: 'Nối từ tiếng Anh với nghĩa tiếng Việt',
      content: {
        left: pairs.map((p) => p.word),
        right: rotate(
          pairs.map((p) => p.meaning),
          group + 1,
        ),
      },
      answer: matchingAnswer(pairs),
      explanation: pairs.map((p) => `${p.word} = ${p.meaning}`).join('; '),
    });
  }
  return items;
}

export function unitSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Every unit of the bank with its items, in seed order. */
export function buildItemBank(content: GradeUnits[]) {
  return content.flatMap(({ grade, units }) =>
    units.map((unit, index) => ({
      grade,
      position: index + 1,
      title: unit.title,
      items: unitItems(grade, unitSlug(unit.title), unit),
    })),
  );
}

/** Case, repeated spaces and final punctuation never make an answer wrong. */
export function normaliseAnswer(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/\s*([=|])\s*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*[.!?,;:]+$/g, '');
}

export function isCorrectAnswer(given: string, expected: string): boolean {
  return normaliseAnswer(given) === normaliseAnswer(expected);
}
