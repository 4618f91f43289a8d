// @vitest-environment happy-dom
import { act, StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import type { ApiEnvelope, RequestOptions } from '../../src/api/http/envelope';
import {
  CANCELLED_MESSAGE,
  CONNECTION_ERROR_MESSAGE,
  userMessageOf,
} from '../../src/machines/shared/api-result';
import { fetchData } from '../../src/machines/shared/fetch-data';
import { bindMachine } from '../../src/machines/shared/machine-binding';
import { reactRootPerTest } from './support/react-root';

/** A page machine shaped like the real ones: load on entry, show the data or the failure's message. */
const pageMachine = setup({
  types: { context: {} as { courses: string[]; error: string | null } },
  actors: { load: fromPromise<string[], unknown>(async () => []) },
}).createMachine({
  id: 'restartedPage',
  context: { courses: [], error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'ready', actions: assign({ courses: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => userMessageOf(event.error) }) },
      },
    },
    ready: {},
    failed: {},
  },
});
const page = bindMachine(pageMachine);

function CoursesPage() {
  const shown = page.useSelect((s) =>
    s.matches('ready') ? s.context.courses.join(', ') : (s.context.error ?? 'Đang tải'),
  );
  return <p>{shown}</p>;
}

/**
 * The courses API as axios behaves: the answer comes when the server sends it, and an aborted signal
 * rejects at once with a CanceledError (what the browser reports for a cancelled XHR).
 */
function coursesApi() {
  const calls: Array<{ signal: AbortSignal | undefined; answer: () => void }> = [];
  const getCourses = (_: unknown, { signal }: RequestOptions) =>
    new Promise<ApiEnvelope<string[]>>((resolve, reject) => {
      const call = {
        signal,
        answer: () => resolve({ errorCode: 0, message: '', data: ['Tiếng Anh AI Lớp 2'] }),
      };
      calls.push(call);
      signal?.addEventListener('abort', () =>
        reject(Object.assign(new Error('canceled'), { name: 'CanceledError', code: 'ERR_CANCELED' })),
      );
    });
  return { calls, getCourses };
}

const dom = reactRootPerTest();

describe('a page actor restarted by React mid-request (issue 31)', () => {
  it('still loads: the aborted run never reaches it, the restarted run’s answer does', async () => {
    const api = coursesApi();
    // StrictMode in development stops and starts every effect once: the page actor is stopped while its
    // first request is in flight (aborting it) and started again, as a Suspense boundary hiding and
    // showing the page does in production.
    await act(async () =>
      dom.root.render(
        <StrictMode>
          <page.Logic logic={{ implementations: { actors: { load: fetchData(api.getCourses) } } }}>
            <page.Provider>
              <CoursesPage />
            </page.Provider>
          </page.Logic>
        </StrictMode>,
      ),
    );
    expect(api.calls).toHaveLength(2);
    expect(api.calls[0]?.signal?.aborted).toBe(true);
    expect(dom.container.textContent).toBe('Đang tải');

    await act(async () => api.calls[1]?.answer());
    expect(dom.container.textContent).toBe('Tiếng Anh AI Lớp 2');
  });
});

describe('userMessageOf', () => {
  it('never calls a cancelled request a lost connection', () => {
    expect(userMessageOf(Object.assign(new Error('canceled'), { name: 'CanceledError' }))).toBe(
      CANCELLED_MESSAGE,
    );
    expect(userMessageOf(new DOMException('The operation was aborted.', 'AbortError'))).toBe(
      CANCELLED_MESSAGE,
    );
    expect(userMessageOf(Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK' }))).toBe(
      CONNECTION_ERROR_MESSAGE,
    );
  });
});
