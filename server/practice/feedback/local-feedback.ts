import type { FeedbackProvider, WrongAnswer } from './feedback-provider';

/**
 * The default provider: the content's own explanation of the mistake. The curriculum (issue 33)
 * writes one for every wrong choice and every item, so no generic rule hint is added on top (the
 * is/are hint used to repeat what the item said).
 */
export const localFeedbackProvider: FeedbackProvider = {
  name: 'local',
  async explain(wrong: WrongAnswer): Promise<string> {
    return wrong.itemExplanation;
  },
};
