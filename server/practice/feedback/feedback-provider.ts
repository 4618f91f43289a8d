/** What a provider knows about a wrong answer. */
export interface WrongAnswer {
  /** Vietnamese instruction of the item. */
  prompt: string;
  /** The item's own text (sentence with a gap, statement, question), when it has one. */
  text: string | null;
  given: string;
  correctAnswer: string;
  /** The content's explanation of this mistake (Vietnamese), written for this choice or this item. */
  itemExplanation: string;
  /** The content's English example of the right use, when it has one. */
  example: string | null;
}

/**
 * Explains a wrong answer to a child, in Vietnamese (issue 14; issue 33: about this very mistake).
 * The route masks the result with maskProfanity before it is stored or shown; the example and the
 * right answer are shown beside it, so an explanation need not repeat them.
 */
export interface FeedbackProvider {
  readonly name: string;
  explain(wrong: WrongAnswer, signal?: AbortSignal): Promise<string>;
}
