import type { PracticeItemKind, PracticeSkill } from '../../src/contracts/practice';

export type { PracticeItemKind, PracticeSkill };

/** Kinds of the generated bank of issue 14: their rows stay (answers point at them), retired. */
export type LegacyItemKind = 'picture' | 'multiple_choice' | 'fill_gap' | 'listening' | 'matching';
export type StoredItemKind = PracticeItemKind | LegacyItemKind;

/** Case, repeated spaces and final punctuation never make a chosen answer wrong. */
export function normaliseAnswer(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*[.!?,;:]+$/g, '');
}

export function isCorrectAnswer(given: string, expected: string): boolean {
  return normaliseAnswer(given) === normaliseAnswer(expected);
}
