import type { RequestOptions } from '../api/http/envelope';

/**
 * A GET that the app can send before the machine that needs it exists (issue 17: the first page's
 * data, at app start, in parallel with basic-info and the route's chunks; the app root's
 * `earlyClassSessions` machine starts it and drops it), handed to the first call that asks for the
 * same thing. Every later call, and any call for something else, asks the server:
 * a reload ('Thử lại') is never answered from the early request.
 */
export function earlyRequest<TKey, TAnswer>(send: (key: TKey, options?: RequestOptions) => Promise<TAnswer>) {
  let early: { key: TKey; answer: Promise<TAnswer> } | null = null;
  return {
    /** Sends the request now; the app root's `earlyClassSessions` follows the same answer. */
    start(key: TKey): Promise<TAnswer> {
      const answer = send(key);
      // Whoever takes the answer sees its failure; a page that never comes must not report it.
      answer.catch(() => undefined);
      early = { key, answer };
      return answer;
    },
    /** The early answer is for the page the app opened on; leaving it drops the answer. */
    forget() {
      early = null;
    },
    send(key: TKey, options?: RequestOptions): Promise<TAnswer> {
      const taken = early;
      early = null;
      return taken !== null && Object.is(taken.key, key) ? taken.answer : send(key, options);
    },
  };
}
