import type { AppConfig } from '../../config';
import type { FeedbackProvider } from './feedback-provider';
import { localFeedbackProvider } from './local-feedback';
import { createOpenAiFeedbackProvider } from './openai-feedback';

/** The local provider, or the hosted one when AI_API_URL and AI_API_KEY are both set. */
export function selectFeedbackProvider(
  config: Pick<AppConfig, 'aiApiUrl' | 'aiApiKey' | 'aiModel'>,
): FeedbackProvider {
  if (!config.aiApiUrl || !config.aiApiKey) return localFeedbackProvider;
  return createOpenAiFeedbackProvider({
    url: config.aiApiUrl,
    apiKey: config.aiApiKey,
    model: config.aiModel,
    timeoutMs: 4_000,
    fallback: localFeedbackProvider,
  });
}
