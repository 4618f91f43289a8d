/** What a provider knows about a wrong answer. */
export interface WrongAnswer {
  /** Vietnamese instruction of the item. */
  prompt: string;
  /** The item's own text (sentence with a gap, question), when it has one. */
  text: string | null;
  given: string;
  correctAnswer: string;
  /** The explanation written with the item (Vietnamese with the English example). */
  itemExplanation: string;
}

/**
 * Explains a wrong answer to a 9-year-old, in Vietnamese with the English example (issue 14).
 * The route masks the result with maskProfanity before it is stored or shown.
 */
export interface FeedbackProvider {
  readonly name: string;
  explain(wrong: WrongAnswer, signal?: AbortSignal): Promise<string>;
}
