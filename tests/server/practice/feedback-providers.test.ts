import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WrongAnswer } from '../../../server/practice/feedback/feedback-provider';
import { localFeedbackProvider } from '../../../server/practice/feedback/local-feedback';
import { createOpenAiFeedbackProvider } from '../../../server/practice/feedback/openai-feedback';
import { selectFeedbackProvider } from '../../../server/practice/feedback/select-feedback-provider';

const wrong: WrongAnswer = {
  prompt: 'Chọn đáp án đúng',
  text: 'It is ___ elephant.',
  given: 'a',
  correctAnswer: 'an',
  itemExplanation: '“a” đứng trước âm phụ âm; “elephant” bắt đầu bằng âm nguyên âm nên dùng “an”.',
  example: 'I can see an elephant at the zoo.',
};

describe('local feedback provider', () => {
  it('answers the content’s own explanation of this mistake, with no generic hint on top', async () => {
    expect(await localFeedbackProvider.explain(wrong)).toBe(wrong.itemExplanation);
  });
});

describe('OpenAI-compatible feedback provider (local fake server)', () => {
  let server: Server;
  let url: string;
  interface ChatRequest {
    model: string;
    messages: { role: string; content: string }[];
  }
  const requests: { path: string; auth: string | undefined; body: ChatRequest }[] = [];
  let mode: 'ok' | 'error' | 'slow' = 'ok';

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (chunk) => {
        data += chunk;
      });
      req.on('end', () => resolve(data));
    });

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const body = JSON.parse(await readBody(req)) as ChatRequest;
      requests.push({ path: req.url ?? '', auth: req.headers.authorization, body });
      if (mode === 'error') {
        res.writeHead(500).end('{}');
        return;
      }
      if (mode === 'slow') return; // never answers: the provider's timeout must win
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          choices: [
            {
              message: { role: 'assistant', content: ' Trước "elephant" ta dùng "an". Ví dụ: an elephant. ' },
            },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  // Generous by default (a loaded CI machine is slow); the timeout test sets a short one.
  const provider = (timeoutMs = 10_000) =>
    createOpenAiFeedbackProvider({
      url,
      apiKey: 'sk-test',
      model: 'tiny',
      timeoutMs,
      fallback: localFeedbackProvider,
    });

  it('posts a chat completion with the key and the mistake, and answers the model’s text', async () => {
    mode = 'ok';
    const text = await provider().explain(wrong);
    expect(text).toBe('Trước "elephant" ta dùng "an". Ví dụ: an elephant.');
    const last = requests.at(-1)!;
    expect(last.path).toBe('/v1/chat/completions');
    expect(last.auth).toBe('Bearer sk-test');
    expect(last.body.model).toBe('tiny');
    expect(last.body.messages[0]?.role).toBe('system');
    expect(last.body.messages[1]?.content).toContain('Học sinh trả lời: a');
    expect(last.body.messages[1]?.content).toContain('Đáp án đúng: an');
    expect(last.body.messages[1]?.content).toContain('Câu ví dụ đúng: I can see an elephant at the zoo.');
  });

  it('falls back to the local explanation on an error status or a timeout', async () => {
    const local = await localFeedbackProvider.explain(wrong);
    mode = 'error';
    expect(await provider().explain(wrong)).toBe(local);
    mode = 'slow';
    expect(await provider(200).explain(wrong)).toBe(local);
  });

  it('is selected only when AI_API_URL and AI_API_KEY are both set', () => {
    expect(selectFeedbackProvider({ aiApiUrl: null, aiApiKey: null, aiModel: 'm' }).name).toBe('local');
    expect(selectFeedbackProvider({ aiApiUrl: url, aiApiKey: null, aiModel: 'm' }).name).toBe('local');
    expect(selectFeedbackProvider({ aiApiUrl: url, aiApiKey: 'k', aiModel: 'm' }).name).toBe(
      'openai-compatible',
    );
  });
});
