/**
 * Bad-word filter of SPEC §5. The words live in data/profanity-words.json.
 *
 * Matching rule (why: Vietnamese typed without diacritics collides with ordinary words):
 * - Whole words only. A word is a run of Unicode letters, combining marks and numbers, so "class",
 *   "Scunthorpe" and "dickens" never match "ass", "cunt" or "dick".
 * - Case never matters; text is compared in NFC, so decomposed (NFD) input matches too.
 * - An input word WITH diacritics (any combining mark or đ) is compared with the entry as written:
 *   'lộn' (to flip) and 'lon' in 'lon nước' (a can) never match 'lồn'; 'các' never matches 'cặc'.
 * - An input word WITHOUT any diacritics is compared with the entry's bare spelling (NFD, marks
 *   stripped, đ→d), because many people type without them: 'dit' matches 'địt'. Entries listed in
 *   diacriticsRequired skip this fallback, since their bare spelling is an ordinary word
 *   ('du lich', 'di hoc', 'buoi hoc', 'cac ban').
 * - A phrase matches consecutive words separated only by white space; the longest entry wins.
 * - The output is the original text with each matched word or phrase replaced by '***'.
 */
import defaultList from './data/profanity-words.json' with { type: 'json' };

export interface ProfanityList {
  words: readonly string[];
  /** Entries masked only when the input carries their diacritics. */
  diacriticsRequired?: readonly string[];
}

export const PROFANITY_MASK = '***';

interface Entry {
  exact: string[];
  bare: string[];
  allowsBare: boolean;
}

interface Token {
  start: number;
  end: number;
  exact: string;
  bare: string;
  hasDiacritics: boolean;
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const GAP_BETWEEN_PHRASE_WORDS = /^\s+$/u;

function exactForm(word: string): string {
  return word.normalize('NFC').toLowerCase();
}

function bareForm(word: string): string {
  return exactForm(word).normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd');
}

function splitWords(text: string): string[] {
  return text.match(WORD) ?? [];
}

function tokenize(text: string): Token[] {
  return Array.from(text.matchAll(WORD), (match) => {
    const exact = exactForm(match[0]);
    const bare = bareForm(match[0]);
    return {
      start: match.index,
      end: match.index + match[0].length,
      exact,
      bare,
      hasDiacritics: bare !== exact,
    };
  });
}

function wordMatches(token: Token, entry: Entry, index: number): boolean {
  if (token.hasDiacritics || !entry.allowsBare) return token.exact === entry.exact[index];
  return token.bare === entry.bare[index];
}

function matchLength(tokens: Token[], text: string, at: number, entry: Entry): number {
  for (let j = 0; j < entry.exact.length; j += 1) {
    const token = tokens[at + j];
    if (!token || !wordMatches(token, entry, j)) return 0;
    const previous = tokens[at + j - 1];
    if (j > 0 && previous && !GAP_BETWEEN_PHRASE_WORDS.test(text.slice(previous.end, token.start))) return 0;
  }
  return entry.exact.length;
}

/** Builds a masker for a word list; maskProfanity is this applied to data/profanity-words.json. */
export function createProfanityMasker(list: ProfanityList): (text: string | null | undefined) => string {
  const required = new Set(
    (list.diacriticsRequired ?? []).map((phrase) => splitWords(exactForm(phrase)).join(' ')),
  );
  // Entries are indexed by the bare form of their first word: every kind of match implies it is equal.
  const byFirstWord = new Map<string, Entry[]>();
  for (const phrase of list.words) {
    const exact = splitWords(exactForm(phrase));
    const first = exact[0];
    if (first === undefined) continue;
    const entry: Entry = { exact, bare: exact.map(bareForm), allowsBare: !required.has(exact.join(' ')) };
    const key = bareForm(first);
    byFirstWord.set(key, [...(byFirstWord.get(key) ?? []), entry]);
  }
  for (const entries of byFirstWord.values()) entries.sort((a, b) => b.exact.length - a.exact.length);

  return (text) => {
    if (!text) return '';
    const tokens = tokenize(text);
    let output = '';
    let copiedUpTo = 0;
    for (let i = 0; i < tokens.length; ) {
      const token = tokens[i]!;
      const candidates = byFirstWord.get(token.bare) ?? [];
      let length = 0;
      for (const entry of candidates) {
        length = matchLength(tokens, text, i, entry);
        if (length > 0) break;
      }
      if (length === 0) {
        i += 1;
        continue;
      }
      output += text.slice(copiedUpTo, token.start) + PROFANITY_MASK;
      copiedUpTo = tokens[i + length - 1]!.end;
      i += length;
    }
    return output + text.slice(copiedUpTo);
  };
}

/** Replaces listed Vietnamese and English profanity with '***', keeping the rest of the text as it is. */
export const maskProfanity: (text: string | null | undefined) => string = createProfanityMasker(defaultList);
