/**
 * How a spoken attempt is scored (AI Speak, ADR 0008). Pure: the server applies it to what the
 * recogniser heard, the SPA uses the same statuses to colour the words.
 *
 * The rule, as a pupil or parent reads it:
 * - A word said clearly (recognised in the expected sentence with confidence ≥ 0.6) is green and
 *   counts 1; a word recognised but unclear (lower confidence, or heard inside a different sentence)
 *   is yellow and counts ½; a word not heard is red and counts 0.
 * - Score = 100 × (green + ½ × yellow) / number of words, rounded. 60 or more passes.
 * - Free talk: every different topic sentence recognised earns 34 points, up to 100.
 */

export const SPEAK_PASS_MARK = 60;
export const CLEAR_CONFIDENCE = 0.6;
export const FREE_TALK_POINTS_PER_SENTENCE = 34;
/** Shorter recordings are "too short" and never scored. */
export const SPEAK_MIN_SECONDS = 0.6;

export type WordStatus = 'good' | 'unclear' | 'missed';
export type SpeakPromptKind = 'repeat' | 'answer' | 'free_talk';

export interface HeardWord {
  word: string;
  /** 0–1, the recogniser's posterior for this word. */
  confidence: number;
  startMs: number;
  endMs: number;
}

export interface ScoredWord {
  word: string;
  status: WordStatus;
  recognised: boolean;
  confidence: number;
  startMs: number | null;
  endMs: number | null;
}

export interface SpeakScore {
  score: number;
  passed: boolean;
  /** What the recogniser heard ('' when nothing matched). */
  heard: string;
  words: ScoredWord[];
}

/** Lower case words without punctuation: how sentences are compared. */
export function sentenceWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z' ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * The pronunciation file shipped with the content for `text` (a word or a sentence, read by espeak-ng
 * at build time, `npm run speak:audio`): played when the browser has no speech synthesis voice.
 */
export function pronunciationFile(text: string): string {
  const slug = sentenceWords(text).join('-').replaceAll("'", '');
  return `/audio/say/${slug}.ogg`;
}

/** Index pairs of a longest common subsequence of two word lists. */
function lcsPairs(a: string[], b: string[]): [number, number][] {
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1)
    for (let j = b.length - 1; j >= 0; j -= 1)
      table[i]![j] =
        a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      pairs.push([i, j]);
      i += 1;
      j += 1;
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i += 1;
    else j += 1;
  }
  return pairs;
}

function statusOf(confidence: number, inExpectedSentence: boolean): WordStatus {
  return inExpectedSentence && confidence >= CLEAR_CONFIDENCE ? 'good' : 'unclear';
}

function total(words: ScoredWord[]): number {
  if (words.length === 0) return 0;
  const credit = words.reduce(
    (sum, w) => sum + (w.status === 'good' ? 1 : w.status === 'unclear' ? 0.5 : 0),
    0,
  );
  return Math.round((100 * credit) / words.length);
}

/** Scores a 'repeat' or 'answer' prompt from the words heard (the recogniser's chosen sentence). */
export function scoreSentence(accepted: string[], heard: HeardWord[]): SpeakScore {
  const heardWords = heard.map((h) => h.word);
  const candidates = accepted.map(sentenceWords);
  const exact = candidates.findIndex((c) => c.join(' ') === heardWords.join(' '));
  const target =
    exact >= 0
      ? candidates[exact]!
      : candidates.reduce((best, c) =>
          lcsPairs(c, heardWords).length > lcsPairs(best, heardWords).length ? c : best,
        );
  const matched = new Map(lcsPairs(target, heardWords));
  const words = target.map((word, index): ScoredWord => {
    const at = matched.get(index);
    if (at === undefined)
      return { word, status: 'missed', recognised: false, confidence: 0, startMs: null, endMs: null };
    const h = heard[at]!;
    return {
      word,
      status: statusOf(h.confidence, exact >= 0),
      recognised: true,
      confidence: h.confidence,
      startMs: h.startMs,
      endMs: h.endMs,
    };
  });
  const score = total(words);
  return { score, passed: score >= SPEAK_PASS_MARK, heard: heardWords.join(' '), words };
}

/** Scores free talk: the topic sentences found, in order, in what was heard. */
export function scoreFreeTalk(sentences: string[], heard: HeardWord[]): SpeakScore {
  const candidates = sentences.map(sentenceWords).sort((a, b) => b.length - a.length);
  const found = new Set<string>();
  const words: ScoredWord[] = [];
  let i = 0;
  while (i < heard.length) {
    const match = candidates.find((c) => c.every((w, k) => heard[i + k]?.word === w));
    if (!match) {
      i += 1;
      continue;
    }
    const key = match.join(' ');
    if (!found.has(key)) {
      found.add(key);
      for (const [k, word] of match.entries()) {
        const h = heard[i + k]!;
        words.push({
          word,
          status: statusOf(h.confidence, true),
          recognised: true,
          confidence: h.confidence,
          startMs: h.startMs,
          endMs: h.endMs,
        });
      }
    }
    i += match.length;
  }
  const score = Math.min(100, found.size * FREE_TALK_POINTS_PER_SENTENCE);
  return { score, passed: score >= SPEAK_PASS_MARK, heard: heard.map((h) => h.word).join(' '), words };
}
