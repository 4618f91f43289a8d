/*
 * The demo item bank of AI Practice (issue 14, ADR 0008): for grades 2, 3 and 5, the first three
 * units of the learning plan's courses ('My family', 'At school', 'Animals', the lesson titles of
 * server/learning/learning-seed-data.ts). Each unit is written once here as words, gap sentences,
 * grammar questions and sentences to order; practice.seed.ts turns them into ≥ 40 items per unit.
 * The content is data (practice-content.json): an item that differs by age has a `young` (grades up
 * to `youngUpToGrade`) and an `older` form, and an explanation shared by many items is a named `rule`.
 */
import content from './practice-content.json' with { type: 'json' };

export interface UnitWord {
  word: string;
  meaning: string;
  /** Shown as the picture of the item (emoji render everywhere, weigh nothing). */
  picture: string;
  example: string;
}

export interface GapSentence {
  /** '___' marks the gap. */
  text: string;
  answer: string;
  explanation: string;
}

export interface GrammarQuestion {
  text: string;
  choices: string[];
  answer: string;
  explanation: string;
}

export interface UnitContent {
  title: string;
  words: UnitWord[];
  gaps: GapSentence[];
  grammar: GrammarQuestion[];
  /** Sentences the pupil puts back in order. */
  sentences: string[];
}

export interface GradeUnits {
  grade: number;
  units: UnitContent[];
}

/** How the JSON writes an item: its own explanation, or the name of a shared rule. */
type Written<T extends { explanation: string }> = Omit<T, 'explanation'> & {
  explanation?: string;
  rule?: string;
};
type ByAge<T> = T | { young: T; older: T };

interface ContentFile {
  grades: number[];
  youngUpToGrade: number;
  rules: Record<string, string>;
  units: {
    title: string;
    words: UnitWord[];
    gaps: ByAge<Written<GapSentence>>[];
    grammar: ByAge<Written<GrammarQuestion>>[];
    sentences: { young: string[]; older: string[] };
  }[];
}

const file: ContentFile = content;

function explained<T extends { explanation: string }>({ rule, explanation, ...item }: Written<T>): T {
  const text = rule === undefined ? explanation : file.rules[rule];
  if (text === undefined) throw new Error(`practice-content.json: no rule "${rule}" and no explanation`);
  return { ...item, explanation: text } as T;
}

function unitsFor(grade: number): UnitContent[] {
  const young = grade <= file.youngUpToGrade;
  const forAge = <T>(item: ByAge<T>): T =>
    typeof item === 'object' && item !== null && 'young' in item ? (young ? item.young : item.older) : item;
  return file.units.map((unit) => ({
    title: unit.title,
    words: unit.words,
    gaps: unit.gaps.map((gap) => explained<GapSentence>(forAge(gap))),
    grammar: unit.grammar.map((question) => explained<GrammarQuestion>(forAge(question))),
    sentences: young ? unit.sentences.young : unit.sentences.older,
  }));
}

export const PRACTICE_CONTENT: GradeUnits[] = file.grades.map((grade) => ({ grade, units: unitsFor(grade) }));
