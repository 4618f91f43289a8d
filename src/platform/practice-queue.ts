/**
 * AI Practice's unsent answers, kept in localStorage per session (issue 14: "leaving mid-session and
 * coming back resumes"): a pupil who answers offline and leaves the page finds the answers resent
 * when the session opens again. Reading never throws: missing, corrupt or wrongly shaped data reads
 * as an empty queue; a refused write (quota, blocked storage) loses only the local copy.
 */
import { browserLocalStorage } from './browser-globals';

export interface StoredAnswer {
  itemId: number;
  answer: string;
}

export interface PracticeQueueStore {
  load(sessionId: number): StoredAnswer[];
  /** An empty queue removes the session's key. */
  save(sessionId: number, queue: StoredAnswer[]): void;
}

const KEY_PREFIX = 'practiceQueue:';

export function practiceQueueKey(sessionId: number): string {
  return `${KEY_PREFIX}${sessionId}`;
}

function isStoredAnswer(value: unknown): value is StoredAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return Number.isInteger(record.itemId) && typeof record.answer === 'string';
}

/** The queue store over any DOM Storage; null (no storage) keeps nothing. */
export function createPracticeQueueStore(storage: Storage | null): PracticeQueueStore {
  return {
    load(sessionId) {
      try {
        const raw = storage?.getItem(practiceQueueKey(sessionId));
        if (!raw) return [];
        const value: unknown = JSON.parse(raw);
        return Array.isArray(value) && value.every(isStoredAnswer)
          ? value.map(({ itemId, answer }) => ({ itemId, answer }))
          : [];
      } catch {
        return [];
      }
    },
    save(sessionId, queue) {
      try {
        if (queue.length === 0) storage?.removeItem(practiceQueueKey(sessionId));
        else storage?.setItem(practiceQueueKey(sessionId), JSON.stringify(queue));
      } catch {
        // Blocked or full storage: the answers stay queued in memory only.
      }
    },
  };
}

/** The queue store over the page's localStorage. */
export function createBrowserPracticeQueueStore(): PracticeQueueStore {
  return createPracticeQueueStore(browserLocalStorage());
}
