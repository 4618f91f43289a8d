/**
 * How a spoken attempt is judged (AI Speak, ADR 0008 and ADR 0012). Pure: the server applies it to
 * what the speech assessor measured, the SPA uses the same statuses, phone scores and tips.
 *
 * The rule, as a pupil or parent reads it:
 * - Every word of the sentence is found in the recording by forced alignment. Its sounds are
 *   compared, frame by frame, with the best-fitting sound of any English phone (goodness of
 *   pronunciation): close enough → green (1 point); a little off → yellow "chưa rõ" (½); far off, or
 *   another word heard in its place, or not there at all → red (0), with what was heard instead.
 * - Score = 100 × points / words, rounded. 60 or more passes.
 * - Free talk: half for how clearly the answer was spoken, half for the key words the answer uses.
 */

export const SPEAK_PASS_MARK = 60;
/** Shorter recordings are "too short" and never scored. */
export const SPEAK_MIN_SECONDS = 0.6;

/**
 * Thresholds on the acoustic deficit per frame (−ln of the aligned phone's likelihood against the
 * best phone of each frame; 0 = as good as any sound could fit). Calibrated on 1,400 espeak-ng words
 * (4 voices, 14 sentences, right/swapped/dropped/other readings; ADR 0012).
 */
export const GOOD_WORD_DEFICIT = 0.01;
/**
 * A word fitting almost as well as a good one is still checked by the listener: a swapped word that
 * shares sounds with the prompt's ("umbrella" for "o'clock": /ʌ/ … /l/ … ) can align just under
 * GOOD_WORD_DEFICIT, and only naming what was said tells the two apart.
 */
export const SUSPECT_WORD_DEFICIT = 0.009;
/** Shorter words ("up", "six") are too brief for the listener to outvote a fit this good. */
const SUSPECT_WORD_MIN_PHONES = 4;
/** Above this the word is not even "unclear" unless the listener heard that very word. */
export const UNCLEAR_WORD_DEFICIT = 0.0125;
/** A whole reading this far off is probably another sentence: words must then fit much better. */
export const OTHER_SENTENCE_DEFICIT = 0.009;
export const GOOD_WORD_DEFICIT_IN_OTHER_SENTENCE = 0.006;
/** Phone score 100 at or below the first, 0 at or above the second. */
const PHONE_DEFICIT_PERFECT = 0.006;
const PHONE_DEFICIT_WRONG = 0.018;
/** Phones scoring below this are worth a tip. */
export const WEAK_PHONE_SCORE = 60;

export type WordStatus = 'good' | 'unclear' | 'missed';
export type SpeakPromptKind = 'repeat' | 'answer' | 'free_talk';

/** One phone of a word as the assessor aligned it. */
export interface PhoneMeasure {
  /** ARPAbet symbol of the model (AA, TH, …). */
  phone: string;
  startMs: number;
  endMs: number;
  frames: number;
  deficit: number;
}

/** One word of the sentence as the assessor aligned it. */
export interface WordMeasure {
  word: string;
  startMs: number;
  endMs: number;
  phones: PhoneMeasure[];
  /** Every phone squeezed onto its minimum length: the word was not said (dropped). */
  allMinimal: boolean;
  /** What the listener heard in the word's span (asked only for words that fit poorly). */
  heard?: string | null;
}

/** What the assessor measured for the best-fitting accepted sentence. */
export interface Assessment {
  /** Index of the accepted sentence that fits best; −1 when none could be aligned at all. */
  candidate: number;
  meanDeficit: number | null;
  words: WordMeasure[];
  /** Words heard in pauses between the sentence's words. */
  insertions: { word: string; startMs: number; endMs: number }[];
}

export interface ScoredPhone {
  phone: string;
  ipa: string;
  /** 0–100 goodness of pronunciation. */
  score: number;
  startMs: number;
  endMs: number;
}

export interface ScoredWord {
  word: string;
  status: WordStatus;
  /** What was heard instead, when it is another word. */
  heardAs: string | null;
  /** 0–100: the mean of its phones' scores. */
  score: number;
  startMs: number | null;
  endMs: number | null;
  phones: ScoredPhone[];
}

export interface KeywordResult {
  word: string;
  found: boolean;
}

export interface SpeakScore {
  score: number;
  passed: boolean;
  /** The accepted sentence the recording was judged against ('' when nothing fitted). */
  heard: string;
  words: ScoredWord[];
  insertions: { word: string; startMs: number; endMs: number }[];
  /** Free talk: the expected key words and whether the answer used them. Empty otherwise. */
  keywords: KeywordResult[];
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

/** IPA of the model's ARPAbet phones (its phoneset.json), for the pupil's eyes. */
export const PHONE_IPA: Record<string, string> = {
  AA: 'ɑ',
  AE: 'æ',
  AH: 'ʌ',
  AO: 'ɔ',
  AW: 'aʊ',
  AY: 'aɪ',
  B: 'b',
  CH: 'tʃ',
  D: 'd',
  DH: 'ð',
  EH: 'ɛ',
  ER: 'ɜ˞',
  EY: 'eɪ',
  F: 'f',
  G: 'ɡ',
  HH: 'h',
  IH: 'ɪ',
  IY: 'iː',
  JH: 'dʒ',
  K: 'k',
  L: 'l',
  M: 'm',
  N: 'n',
  NG: 'ŋ',
  OW: 'oʊ',
  OY: 'ɔɪ',
  P: 'p',
  R: 'ɹ',
  S: 's',
  SH: 'ʃ',
  T: 't',
  TH: 'θ',
  UH: 'ʊ',
  UW: 'uː',
  V: 'v',
  W: 'w',
  Y: 'j',
  Z: 'z',
  ZH: 'ʒ',
};

const VOWELS = new Set([
  'AA',
  'AE',
  'AH',
  'AO',
  'AW',
  'AY',
  'EH',
  'ER',
  'EY',
  'IH',
  'IY',
  'OW',
  'OY',
  'UH',
  'UW',
]);

function phoneScore(deficit: number): number {
  const fraction = (PHONE_DEFICIT_WRONG - deficit) / (PHONE_DEFICIT_WRONG - PHONE_DEFICIT_PERFECT);
  return Math.round(100 * Math.min(1, Math.max(0, fraction)));
}

function wordDeficit(word: WordMeasure): number {
  let frames = 0;
  let deficit = 0;
  for (const p of word.phones) {
    frames += p.frames;
    deficit += p.deficit * p.frames;
  }
  return frames > 0 ? deficit / frames : Number.POSITIVE_INFINITY;
}

function statusOf(word: WordMeasure, goodBelow: number): { status: WordStatus; heardAs: string | null } {
  if (word.allMinimal) return { status: 'missed', heardAs: null };
  const deficit = wordDeficit(word);
  const heard = word.heard ?? null;
  if (deficit <= goodBelow)
    return heard !== null && heard !== word.word && word.phones.length >= SUSPECT_WORD_MIN_PHONES
      ? { status: 'missed', heardAs: heard }
      : { status: 'good', heardAs: null };
  if (heard !== null && heard !== word.word) return { status: 'missed', heardAs: heard };
  if (heard === word.word || deficit <= UNCLEAR_WORD_DEFICIT) return { status: 'unclear', heardAs: null };
  return { status: 'missed', heardAs: null };
}

const CREDIT: Record<WordStatus, number> = { good: 1, unclear: 0.5, missed: 0 };

/** Judges every word of the best-fitting sentence; `expected` are its words when nothing fitted. */
export function judgeWords(assessment: Assessment, expected: string[]): ScoredWord[] {
  if (assessment.candidate < 0 || assessment.words.length === 0)
    return expected.map((word) => ({
      word,
      status: 'missed',
      heardAs: null,
      score: 0,
      startMs: null,
      endMs: null,
      phones: [],
    }));
  const goodBelow =
    (assessment.meanDeficit ?? Number.POSITIVE_INFINITY) > OTHER_SENTENCE_DEFICIT
      ? GOOD_WORD_DEFICIT_IN_OTHER_SENTENCE
      : GOOD_WORD_DEFICIT;
  return assessment.words.map((w) => {
    const { status, heardAs } = statusOf(w, goodBelow);
    const phones = w.phones.map((p) => ({
      phone: p.phone,
      ipa: PHONE_IPA[p.phone] ?? p.phone.toLowerCase(),
      score: status === 'missed' && w.allMinimal ? 0 : phoneScore(p.deficit),
      startMs: p.startMs,
      endMs: p.endMs,
    }));
    const score = phones.length ? Math.round(phones.reduce((s, p) => s + p.score, 0) / phones.length) : 0;
    return { word: w.word, status, heardAs, score, startMs: w.startMs, endMs: w.endMs, phones };
  });
}

/** 100 × (green + ½ yellow) / words, rounded. */
export function readingScore(words: ScoredWord[]): number {
  if (words.length === 0) return 0;
  return Math.round((100 * words.reduce((sum, w) => sum + CREDIT[w.status], 0)) / words.length);
}

/** A repeat or answer prompt: the reading score of the best-fitting accepted sentence. */
export function scoreReading(accepted: string[], assessment: Assessment): SpeakScore {
  const sentence = accepted[Math.max(0, assessment.candidate)] ?? '';
  const words = judgeWords(assessment, sentenceWords(sentence));
  const score = readingScore(words);
  return {
    score,
    passed: score >= SPEAK_PASS_MARK,
    heard: assessment.candidate >= 0 ? sentence : '',
    words,
    insertions: assessment.insertions,
    keywords: [],
  };
}

/**
 * Free talk: the answer is judged against the sample answer it fits best. Half the score is how
 * clearly it was spoken (the reading score of that fit), half the share of key words said clearly
 * (green or yellow). Without key words the clarity is the score.
 */
export function scoreFreeTalk(samples: string[], keywords: string[], assessment: Assessment): SpeakScore {
  const reading = scoreReading(samples, assessment);
  const said = new Set(reading.words.filter((w) => w.status !== 'missed').map((w) => w.word));
  const results = [...new Set(keywords.map((k) => k.toLowerCase()))].map((word) => ({
    word,
    found: said.has(word),
  }));
  const found = results.filter((k) => k.found).length;
  const score =
    results.length === 0 ? reading.score : Math.round(reading.score / 2 + (50 * found) / results.length);
  return { ...reading, score, passed: score >= SPEAK_PASS_MARK, keywords: results };
}

export interface WeakSound {
  phone: string;
  ipa: string;
  word: string;
  score: number;
  /** Vietnamese advice for this sound. */
  tip: string;
}

/**
 * The sounds Vietnamese learners most often miss, with what to do (ADR 0012): final consonants
 * (Vietnamese syllables end in few, unreleased consonants), /θ/ /ð/ (absent in Vietnamese), /s/ /z/
 * endings, /ʃ/, clusters, and vowel length (Vietnamese has no long/short pairs).
 */
function tipFor(phone: string, position: 'first' | 'middle' | 'last', inCluster: boolean): string {
  if (phone === 'TH')
    return 'Âm /θ/: đặt đầu lưỡi giữa hai hàm răng rồi thổi hơi nhẹ, không đọc thành "th" hay "t" của tiếng Việt.';
  if (phone === 'DH')
    return 'Âm /ð/: đầu lưỡi giữa hai hàm răng, thổi hơi và rung cổ họng, không đọc thành "d" hay "đ".';
  if (phone === 'SH') return 'Âm /ʃ/: tròn môi, đẩy hơi qua lưỡi như khi nói "suỵt", khác với "s" và "x".';
  if ((phone === 'S' || phone === 'Z') && position === 'last')
    return `Âm cuối /${PHONE_IPA[phone]}/: đừng bỏ âm cuối, kéo dài tiếng "${phone === 'S' ? 'xì' : 'dờ rung'}" nhẹ ở cuối từ.`;
  if (phone === 'IY' || phone === 'UW')
    return `Nguyên âm dài /${PHONE_IPA[phone]}/: kéo dài hơi hơn, khác với âm ngắn /${phone === 'IY' ? 'ɪ' : 'ʊ'}/.`;
  if (phone === 'IH' || phone === 'UH')
    return `Nguyên âm ngắn /${PHONE_IPA[phone]}/: đọc ngắn và gọn, không kéo dài như /${phone === 'IH' ? 'iː' : 'uː'}/.`;
  if (inCluster)
    return `Cụm phụ âm: đọc liền các phụ âm, không chèn "ơ" vào giữa (âm /${PHONE_IPA[phone]}/).`;
  if (!VOWELS.has(phone) && position === 'last')
    return `Âm cuối /${PHONE_IPA[phone] ?? phone}/: phát âm rõ phụ âm cuối từ, người Việt hay nuốt mất âm này.`;
  if (VOWELS.has(phone))
    return `Nguyên âm /${PHONE_IPA[phone] ?? phone}/: nghe mẫu và mở miệng đúng khẩu hình.`;
  return `Âm /${PHONE_IPA[phone] ?? phone}/: nghe mẫu rồi đọc chậm, rõ từng âm.`;
}

/** The weakest sounds of an attempt (at most `limit`), each with a Vietnamese tip. */
export function weakestSounds(words: ScoredWord[], limit = 3): WeakSound[] {
  const found: WeakSound[] = [];
  for (const w of words) {
    if (w.status === 'missed' && (w.heardAs !== null || w.phones.every((p) => p.score === 0))) continue;
    w.phones.forEach((p, i) => {
      if (p.score >= WEAK_PHONE_SCORE) return;
      const position = i === 0 ? 'first' : i === w.phones.length - 1 ? 'last' : 'middle';
      const neighbours = [w.phones[i - 1]?.phone, w.phones[i + 1]?.phone].filter(
        (n): n is string => n !== undefined && !VOWELS.has(n),
      );
      const inCluster = !VOWELS.has(p.phone) && neighbours.length > 0;
      found.push({
        phone: p.phone,
        ipa: p.ipa,
        word: w.word,
        score: p.score,
        tip: tipFor(p.phone, position, inCluster),
      });
    });
  }
  const byPhone = new Map<string, WeakSound>();
  for (const s of found.sort((a, b) => a.score - b.score)) if (!byPhone.has(s.phone)) byPhone.set(s.phone, s);
  return [...byPhone.values()].slice(0, limit);
}
