import type { FeedbackProvider, WrongAnswer } from './feedback-provider';

export interface OpenAiFeedbackOptions {
  /** Base URL of an OpenAI-compatible API, e.g. https://host/v1 (POST {url}/chat/completions). */
  url: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  /** Answers when the hosted model fails or is slow: the pupil always gets an explanation. */
  fallback: FeedbackProvider;
  fetchImpl?: typeof fetch;
}

const SYSTEM_PROMPT =
  'Bạn là cô giáo tiếng Anh tiểu học ở Việt Nam. Giải thích lỗi sai cho học sinh 9 tuổi bằng tiếng Việt, ' +
  'thật ngắn (tối đa 3 câu), thân thiện, kèm một câu ví dụ tiếng Anh đúng. Không dùng thuật ngữ khó.';

function userMessage(wrong: WrongAnswer): string {
  return [
    `Bài tập: ${wrong.prompt}`,
    wrong.text ? `Câu hỏi: ${wrong.text}` : null,
    `Học sinh trả lời: ${wrong.given || '(bỏ trống)'}`,
    `Đáp án đúng: ${wrong.correctAnswer}`,
    `Gợi ý của giáo viên: ${wrong.itemExplanation}`,
    wrong.example ? `Câu ví dụ đúng: ${wrong.example}` : null,
  ]
    .filter(Boolean)
    .join('\n');
}

/** Asks an OpenAI-compatible chat endpoint (AI_API_URL/AI_API_KEY); any failure uses the fallback. */
export function createOpenAiFeedbackProvider(options: OpenAiFeedbackOptions): FeedbackProvider {
  const fetchImpl = options.fetchImpl ?? fetch;
  const endpoint = `${options.url.replace(/\/+$/, '')}/chat/completions`;
  return {
    name: 'openai-compatible',
    async explain(wrong, signal) {
      const timeout = AbortSignal.timeout(options.timeoutMs);
      try {
        const response = await fetchImpl(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
          body: JSON.stringify({
            model: options.model,
            temperature: 0.3,
            max_tokens: 200,
            messages: [
              { role: 'system', content: SYSTEM_PROMPT },
              { role: 'user', content: userMessage(wrong) },
            ],
          }),
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
        if (!response.ok) throw new Error(`AI API answered ${response.status}`);
        const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
        const text = body.choices?.[0]?.message?.content;
        if (typeof text !== 'string' || text.trim() === '') throw new Error('AI API answered no text');
        return text.trim().slice(0, 600);
      } catch {
        return options.fallback.explain(wrong, signal);
      }
    },
  };
}
