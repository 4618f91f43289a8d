/**
 * The curriculum validator (`npm run content:check`, a step of `npm test`; issue 33, ADR 0014). It
 * checks the content files as a reviewer would, and names the file and the item of every problem:
 * - each file against its JSON Schema (content/schema/);
 * - every grade 1–9 and band 1-2, 3-5, 6-9 present, each file's grade or band matching its name;
 * - answer keys: a choice item's answer is one of its choices, its choices differ (case and
 *   punctuation aside), it explains exactly its wrong choices, each in words of its own; a gap has
 *   exactly one ___; a word order has 4–10 words; a writing item's patterns are well formed and its
 *   sample and example match them; item ids follow the grade and the unit;
 * - no duplicate item (same kind, same text, same answer) in a grade, no duplicate id or slug;
 * - at least 5 kinds of item per unit;
 * - every word a speak prompt uses is in the recogniser's dictionary, read-aloud sentences 3–10 words
 *   (3–6 for grades 1–2);
 * - every listening item has its audio file (`npm run content:audio`);
 * - Vietnamese text carries its diacritics.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchesAnyPattern, normaliseWritten, patternProblem } from '../../src/domain/answer-patterns';
import {
  CONTENT_ROOT,
  type ContentFile,
  type ContentItem,
  contentSchemas,
  type PracticeGradeFile,
  practiceFiles,
  readContentFile,
  type SpeakBandFile,
  schemaProblems,
  speakFiles,
} from './content-files';
import { listeningAudioDir, listeningAudioFile } from './listening-audio';

export interface ContentProblem {
  /** The file, relative to the content root. */
  file: string;
  /** The item id, unit or topic slug, or '' for the whole file. */
  where: string;
  message: string;
}

export interface ContentSummary {
  grades: number;
  units: number;
  items: number;
  bands: number;
  topics: number;
  prompts: number;
  listeningFiles: number;
}

export interface ContentReport {
  problems: ContentProblem[];
  summary: ContentSummary;
}

/** The recogniser's US English dictionary (first column of soundswallower's dict.txt). */
export const RECOGNISER_DICTIONARY = fileURLToPath(
  new URL('./model/en-us/dict.txt', import.meta.resolve('soundswallower')),
);

const VIETNAMESE_MARK = /[àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ]/iu;
const GRADES = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const BANDS: Record<string, number[]> = { '1-2': [1, 2], '3-5': [3, 4, 5], '6-9': [6, 7, 8, 9] };
const MIN_KINDS_PER_UNIT = 5;

let dictionaryWords: Set<string> | null = null;

/** The words the recogniser can hear (alternative pronunciations "word(2)" folded into "word"). */
export function recogniserWords(file = RECOGNISER_DICTIONARY): Set<string> {
  if (file === RECOGNISER_DICTIONARY && dictionaryWords) return dictionaryWords;
  const words = new Set(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith(';;'))
      .map((line) => line.split(/\s+/)[0]!.replace(/\(\d+\)$/, '')),
  );
  if (file === RECOGNISER_DICTIONARY) dictionaryWords = words;
  return words;
}

/** Vietnamese written with its diacritics: at least one marked letter (NFC or not). */
export function hasVietnameseMarks(text: string): boolean {
  return VIETNAMESE_MARK.test(text.normalize('NFC'));
}

const choiceKey = (text: string) => normaliseWritten(text);

function checkChoiceItem(
  item: Extract<ContentItem, { choices: string[] }>,
  say: (message: string) => void,
  vietnamese: (label: string, text: string) => void,
): void {
  const keys = item.choices.map(choiceKey);
  if (new Set(keys).size !== keys.length)
    say(`các lựa chọn trùng nhau (không kể hoa/thường, dấu câu): ${item.choices.join(' / ')}`);
  if (!item.choices.includes(item.answer)) say(`đáp án "${item.answer}" không nằm trong các lựa chọn`);
  const wrongChoices = item.choices.filter((choice) => choice !== item.answer);
  for (const choice of wrongChoices)
    if (!item.wrong[choice]) say(`lựa chọn sai "${choice}" thiếu lời giải thích (wrong)`);
  for (const [choice, entry] of Object.entries(item.wrong)) {
    if (!wrongChoices.includes(choice)) say(`wrong có mục "${choice}" không phải một lựa chọn sai`);
    vietnamese(`lời giải thích của lựa chọn "${choice}"`, entry.explanation);
  }
  const explanations = Object.values(item.wrong).map((entry) => entry.explanation.trim());
  if (explanations.length > 1 && new Set(explanations).size === 1)
    say('mọi lựa chọn sai có cùng một lời giải thích: hãy giải thích riêng từng lựa chọn');
}

function checkItem(
  item: ContentItem,
  audioDir: string,
  say: (message: string) => void,
  vietnamese: (label: string, text: string) => void,
): void {
  switch (item.kind) {
    case 'picture_match':
      checkChoiceItem(item, say, vietnamese);
      return;
    case 'gap_fill':
      checkChoiceItem(item, say, vietnamese);
      if (item.text.split('___').length !== 2) say('câu điền từ phải có đúng một chỗ trống ___');
      return;
    case 'listening_choice':
      checkChoiceItem(item, say, vietnamese);
      vietnamese('câu hỏi', item.question);
      if (!existsSync(path.join(audioDir, listeningAudioFile(item.say))))
        say(`thiếu tệp nghe ${listeningAudioFile(item.say)} của "${item.say}" (npm run content:audio)`);
      return;
    case 'word_order': {
      const words = item.answer.trim().split(/\s+/).length;
      if (words < 4 || words > 10) say(`câu sắp xếp có ${words} từ (cần 4–10)`);
      vietnamese('lời giải thích', item.explanation);
      return;
    }
    case 'reading_tf':
      vietnamese('lời giải thích', item.explanation);
      return;
    case 'short_writing': {
      vietnamese('đề bài', item.prompt);
      vietnamese('lời giải thích', item.explanation);
      const broken = item.accept
        .map((pattern) => [pattern, patternProblem(pattern)] as const)
        .filter(([, problem]) => problem !== null);
      for (const [pattern, problem] of broken) say(`mẫu "${pattern}" sai cú pháp: ${problem}`);
      if (broken.length === 0) {
        if (!matchesAnyPattern(item.sample, item.accept))
          say(`câu mẫu "${item.sample}" không khớp mẫu nào trong accept`);
        if (!matchesAnyPattern(item.example, item.accept))
          say(`câu ví dụ "${item.example}" không khớp mẫu nào trong accept`);
      }
      return;
    }
  }
}

/** What makes two items the same question: the kind, what is shown or heard, and the answer. */
function sameness(item: ContentItem): string {
  const shown =
    item.kind === 'picture_match'
      ? item.picture
      : item.kind === 'gap_fill'
        ? item.text
        : item.kind === 'listening_choice'
          ? item.say
          : item.kind === 'reading_tf'
            ? `${item.passage}|${item.statement}`
            : item.kind === 'short_writing'
              ? item.prompt
              : '';
  const answer = item.kind === 'short_writing' ? '' : String(item.answer);
  return `${item.kind}|${normaliseWritten(shown)}|${normaliseWritten(answer)}`;
}

function checkPracticeFile(
  read: ContentFile<PracticeGradeFile>,
  expectedGrade: number | null,
  audioDir: string,
  problems: ContentProblem[],
): void {
  const { file, data } = read;
  const add = (where: string, message: string) => problems.push({ file, where, message });
  if (expectedGrade !== null && data.grade !== expectedGrade)
    add('', `tệp của lớp ${expectedGrade} ghi "grade": ${data.grade}`);
  const ids = new Set<string>();
  const slugs = new Set<string>();
  const seen = new Map<string, string>();
  for (const [index, unit] of data.units.entries()) {
    const unitNumber = String(index + 1).padStart(2, '0');
    const unitSay = (message: string) => add(unit.slug, message);
    if (slugs.has(unit.slug)) unitSay('slug trùng với một bài khác của lớp');
    slugs.add(unit.slug);
    if (!hasVietnameseMarks(unit.titleVi)) unitSay(`titleVi "${unit.titleVi}" không có dấu tiếng Việt`);
    const marked = unit.words.filter((word) => hasVietnameseMarks(word.meaning)).length;
    // Many glosses are unmarked Vietnamese ("con voi", "kem"); a unit whose glosses mostly are is not.
    if (marked * 2 < unit.words.length)
      unitSay(`chỉ ${marked}/${unit.words.length} nghĩa của từ có dấu tiếng Việt`);
    const kinds = new Set(unit.items.map((item) => item.kind));
    if (kinds.size < MIN_KINDS_PER_UNIT)
      unitSay(`chỉ có ${kinds.size} dạng câu hỏi (cần ít nhất ${MIN_KINDS_PER_UNIT})`);
    for (const item of unit.items) {
      const say = (message: string) => add(item.id, message);
      const vietnamese = (label: string, text: string) => {
        if (!hasVietnameseMarks(text)) say(`${label} không có dấu tiếng Việt: "${text}"`);
      };
      if (ids.has(item.id)) say('id trùng với một câu khác của tệp');
      ids.add(item.id);
      if (!item.id.startsWith(`g${data.grade}-u${unitNumber}-`))
        say(`id phải bắt đầu bằng g${data.grade}-u${unitNumber}- (lớp ${data.grade}, bài ${index + 1})`);
      const key = sameness(item);
      const twin = seen.get(key);
      if (twin) say(`trùng với câu ${twin} (cùng dạng, cùng nội dung, cùng đáp án)`);
      else seen.set(key, item.id);
      checkItem(item, audioDir, say, vietnamese);
    }
  }
}

function checkSpeakFile(
  read: ContentFile<SpeakBandFile>,
  expectedBand: string | null,
  dictionary: Set<string>,
  problems: ContentProblem[],
): void {
  const { file, data } = read;
  const add = (where: string, message: string) => problems.push({ file, where, message });
  if (expectedBand !== null && data.band !== expectedBand)
    add('', `tệp của dải ${expectedBand} ghi "band": "${data.band}"`);
  const young = data.grades.every((grade) => grade <= 2);
  const slugs = new Set<string>();
  for (const topic of data.topics) {
    const say = (message: string) => add(topic.slug, message);
    if (slugs.has(topic.slug)) say('slug trùng với một chủ đề khác của dải');
    slugs.add(topic.slug);
    if (!hasVietnameseMarks(topic.titleVi)) say(`titleVi "${topic.titleVi}" không có dấu tiếng Việt`);
    const texts = new Set<string>();
    for (const [index, prompt] of topic.prompts.entries()) {
      const label = `câu ${index + 1}`;
      const spoken =
        prompt.kind === 'read_aloud'
          ? [prompt.text]
          : [prompt.question, ...prompt.keywords, ...prompt.sampleAnswers];
      const own = prompt.kind === 'read_aloud' ? prompt.text : prompt.question;
      if (texts.has(own)) say(`${label} "${own}" trùng với một câu khác của chủ đề`);
      texts.add(own);
      for (const text of spoken)
        for (const word of text.split(' '))
          if (!dictionary.has(word))
            say(`${label}: từ "${word}" (trong "${text}") không có trong từ điển của bộ nhận dạng giọng nói`);
      if (prompt.kind === 'read_aloud') {
        const words = prompt.text.split(' ').length;
        const [min, max] = young ? [3, 6] : [3, 10];
        if (words < min || words > max) say(`${label} "${prompt.text}" có ${words} từ (cần ${min}–${max})`);
      } else if (!hasVietnameseMarks(prompt.questionVi))
        say(`${label}: questionVi không có dấu tiếng Việt: "${prompt.questionVi}"`);
    }
  }
}

/** Reads and schema-checks one file; null (with its problems added) when it cannot be used further. */
function readChecked<T>(
  root: string,
  file: string,
  validate: (data: unknown) => boolean,
  errors: () => Parameters<typeof schemaProblems>[1],
  problems: ContentProblem[],
): ContentFile<T> | null {
  let read: ContentFile<T>;
  try {
    read = readContentFile<T>(root, file);
  } catch (error) {
    problems.push({ file, where: '', message: (error as Error).message });
    return null;
  }
  if (!validate(read.data)) {
    for (const line of schemaProblems(read.data, errors())) {
      const [where, ...rest] = line.split(': ');
      problems.push({ file, where: where ?? '', message: `sai định dạng: ${rest.join(': ')}` });
    }
    return null;
  }
  return read;
}

/** Every problem of the content under `root`, and what it holds. */
export function checkContent(options: { root?: string; dictionary?: Set<string> } = {}): ContentReport {
  const root = options.root ?? CONTENT_ROOT;
  const dictionary = options.dictionary ?? recogniserWords();
  const schemas = contentSchemas(root);
  const audioDir = listeningAudioDir(root);
  const problems: ContentProblem[] = [];
  const summary: ContentSummary = {
    grades: 0,
    units: 0,
    items: 0,
    bands: 0,
    topics: 0,
    prompts: 0,
    listeningFiles: 0,
  };

  const grades = practiceFiles(root);
  for (const grade of GRADES) {
    const file = path.join('practice', 'v1', `grade-${grade}.json`);
    if (!grades.includes(file)) problems.push({ file, where: '', message: `thiếu tệp của lớp ${grade}` });
  }
  const listening = new Set<string>();
  for (const file of grades) {
    const read = readChecked<PracticeGradeFile>(
      root,
      file,
      schemas.practice,
      () => schemas.practice.errors,
      problems,
    );
    if (!read) continue;
    checkPracticeFile(read, Number(/grade-(\d)/.exec(file)![1]), audioDir, problems);
    summary.grades += 1;
    summary.units += read.data.units.length;
    for (const unit of read.data.units) {
      summary.items += unit.items.length;
      for (const item of unit.items)
        if (item.kind === 'listening_choice') listening.add(listeningAudioFile(item.say));
    }
  }
  summary.listeningFiles = listening.size;

  const bands = speakFiles(root);
  for (const band of Object.keys(BANDS)) {
    const file = path.join('speak', 'v1', `band-${band}.json`);
    if (!bands.includes(file)) problems.push({ file, where: '', message: `thiếu tệp của dải lớp ${band}` });
  }
  for (const file of bands) {
    const read = readChecked<SpeakBandFile>(root, file, schemas.speak, () => schemas.speak.errors, problems);
    if (!read) continue;
    checkSpeakFile(read, /band-(\d-\d)/.exec(file)![1]!, dictionary, problems);
    summary.bands += 1;
    summary.topics += read.data.topics.length;
    summary.prompts += read.data.topics.reduce((n, topic) => n + topic.prompts.length, 0);
  }
  return { problems, summary };
}

/** One line per problem: `file item: message`. */
export function formatProblem(problem: ContentProblem): string {
  return `${problem.file}${problem.where ? ` ${problem.where}` : ''}: ${problem.message}`;
}
