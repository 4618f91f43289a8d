import type { Answer, QuestionKind } from '../../src/contracts/contest';

/** What the server keeps to judge an answer; never sent to a pupil. */
export interface JudgedQuestion {
  id: number;
  kind: QuestionKind;
  options: unknown;
  correct: unknown;
  points: number;
}

const normaliseText = (text: string): string => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('vi');

function optionIds(options: unknown): string[] {
  if (!Array.isArray(options)) return [];
  return options.flatMap((option) =>
    option && typeof option === 'object' && typeof (option as { id?: unknown }).id === 'string'
      ? [(option as { id: string }).id]
      : [],
  );
}

/** Whether `answer` has the shape the question kind takes (an option id, a text, a permutation). */
export function isWellFormedAnswer(
  question: Pick<JudgedQuestion, 'kind' | 'options'>,
  answer: Answer,
): boolean {
  switch (question.kind) {
    case 'choice':
    case 'listening':
      return typeof answer === 'string' && optionIds(question.options).includes(answer);
    case 'fill':
      return typeof answer === 'string' && answer.trim().length > 0;
    case 'ordering': {
      if (!Array.isArray(answer)) return false;
      const ids = optionIds(question.options);
      return (
        answer.length === ids.length &&
        new Set(answer).size === ids.length &&
        answer.every((id) => ids.includes(id))
      );
    }
  }
}

/** choice/listening: the option id; fill: any accepted text (trimmed, case-insensitive); ordering: exact order. */
export function isCorrect(question: JudgedQuestion, answer: unknown): boolean {
  switch (question.kind) {
    case 'choice':
    case 'listening':
      return typeof answer === 'string' && answer === question.correct;
    case 'fill': {
      if (typeof answer !== 'string' || !Array.isArray(question.correct)) return false;
      const given = normaliseText(answer);
      return question.correct.some(
        (accepted) => typeof accepted === 'string' && normaliseText(accepted) === given,
      );
    }
    case 'ordering':
      return (
        Array.isArray(answer) &&
        Array.isArray(question.correct) &&
        answer.length === question.correct.length &&
        answer.every((id, index) => id === (question.correct as unknown[])[index])
      );
  }
}

/** The points of the correctly answered questions; unanswered questions score 0. */
export function scoreAttempt(
  questions: readonly JudgedQuestion[],
  answers: ReadonlyMap<number, unknown>,
): number {
  return questions.reduce(
    (total, question) =>
      answers.has(question.id) && isCorrect(question, answers.get(question.id))
        ? total + question.points
        : total,
    0,
  );
}
