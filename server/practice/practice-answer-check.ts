import { matchesAnyPattern, normaliseWritten } from '../../src/domain/answer-patterns';
import type { PracticeItemChecking } from './practice-bank';
import { isCorrectAnswer, normaliseAnswer, type StoredItemKind } from './practice-items';

/** What the server knows of an item to check an answer (never sent to the browser). */
export interface CheckableItem {
  kind: StoredItemKind;
  answer: string;
  explanation: string;
  checking: PracticeItemChecking;
}

export interface CheckedAnswer {
  correct: boolean;
  /** The right answer as the pupil reads it ('Đúng'/'Sai' for a reading statement). */
  shownAnswer: string;
  /** Wrong answers only: the Vietnamese explanation of this mistake, and an English example. */
  explanation: string | null;
  example: string | null;
}

/** How the right answer is shown after a mistake. */
export function shownAnswer(kind: StoredItemKind, answer: string): string {
  if (kind === 'reading_tf') return answer === 'true' ? 'Đúng' : 'Sai';
  return answer;
}

function isRight(item: CheckableItem, given: string): boolean {
  switch (item.kind) {
    case 'short_writing':
      return matchesAnyPattern(given, item.checking.accept ?? []);
    case 'word_order':
      // The pupil's sentence is built from the answer's own words: their order is what counts.
      return normaliseWritten(given) === normaliseWritten(item.answer);
    default:
      return isCorrectAnswer(given, item.answer);
  }
}

/**
 * Checks one answer. A wrong choice is explained by its own entry of the item's `wrong` (what that
 * choice means, the rule it breaks); word order, reading and writing by the item's explanation and
 * example.
 */
export function checkAnswer(item: CheckableItem, given: string): CheckedAnswer {
  const shown = shownAnswer(item.kind, item.answer);
  if (isRight(item, given)) return { correct: true, shownAnswer: shown, explanation: null, example: null };
  const wrong = item.checking.wrong;
  if (wrong) {
    const key = normaliseAnswer(given);
    const entry = Object.entries(wrong).find(([choice]) => normaliseAnswer(choice) === key)?.[1];
    return {
      correct: false,
      shownAnswer: shown,
      explanation: entry?.explanation ?? item.explanation,
      example: entry?.example ?? null,
    };
  }
  return {
    correct: false,
    shownAnswer: shown,
    explanation: item.explanation,
    example: item.checking.example ?? null,
  };
}
