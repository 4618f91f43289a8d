import { normaliseAnswer } from '../practice-items';
import type { FeedbackProvider, WrongAnswer } from './feedback-provider';

const IRREGULAR_PAST: Record<string, string> = {
  went: 'go',
  saw: 'see',
  sang: 'sing',
  had: 'have',
  ate: 'eat',
  was: 'is',
  were: 'are',
};

/** A rule the mistake breaks, in words a 9-year-old understands; null when no rule fits. */
export function ruleHint(givenRaw: string, expectedRaw: string): string | null {
  const given = normaliseAnswer(givenRaw);
  const expected = normaliseAnswer(expectedRaw);
  if (!given) return 'Em chưa trả lời câu này. Hãy đọc kỹ và thử lại nhé!';
  if (['a', 'an'].includes(given) && ['a', 'an'].includes(expected))
    return `Mẹo a/an: trước âm nguyên âm (a, e, i, o, u) dùng "an", còn lại dùng "a". Ví dụ: an eraser, a pencil.`;
  if (['is', 'are', 'am'].includes(given) && ['is', 'are', 'am'].includes(expected))
    return 'Mẹo is/are: một người hoặc một vật dùng "is", từ hai trở lên dùng "are". Ví dụ: The cat is small. The cats are small.';
  const past = IRREGULAR_PAST[expected];
  if (
    (past && (given === past || given === `${past}s` || given === `${past}es`)) ||
    (expected.endsWith('ed') && given === expected.slice(0, -2))
  )
    return `Mẹo thì quá khứ: chuyện đã xảy ra (yesterday, last week) thì động từ đổi dạng. Ví dụ: ${given} → ${expected}.`;
  if (expected === `${given}s` || expected === `${given}es`) {
    return expected.includes(' ') || /^(like|go|teach|read|play|cook)/.test(given)
      ? `Mẹo he/she/it: động từ thêm "s" hoặc "es". Ví dụ: she ${expected}.`
      : `Mẹo số nhiều: từ hai trở lên thì thêm "s" vào cuối. Ví dụ: two ${expected}.`;
  }
  if (given === `${expected}s` || given === `${expected}es`)
    return `Ở đây chỉ có một (hoặc đi với I/you/we/they), nên không thêm "s": "${expected}".`;
  return null;
}

/** The default provider: the item's own explanation, preceded by a rule hint when one fits. */
export const localFeedbackProvider: FeedbackProvider = {
  name: 'local',
  async explain(wrong: WrongAnswer): Promise<string> {
    const hint = ruleHint(wrong.given, wrong.correctAnswer);
    const answer = `Đáp án đúng: "${wrong.correctAnswer.split('|').join(', ')}".`;
    return [hint, wrong.itemExplanation, answer].filter(Boolean).join(' ');
  },
};
