import { describe, expect, it } from 'vitest';
import { createPracticeQueueStore, practiceQueueKey } from '../../src/platform/practice-queue';

/** A DOM Storage over a Map (the store only needs getItem / setItem / removeItem). */
function memoryStorage(failWrites = false): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (index: number) => [...data.keys()][index] ?? null,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (failWrites) throw new DOMException('quota', 'QuotaExceededError');
      data.set(key, value);
    },
    removeItem: (key: string) => {
      data.delete(key);
    },
  };
}

describe('practice queue store', () => {
  it('keeps each session’s queue under its own key and forgets it when empty', () => {
    const storage = memoryStorage();
    const store = createPracticeQueueStore(storage);
    store.save(41, [{ itemId: 101, answer: 'brother' }]);
    store.save(42, [{ itemId: 201, answer: 'cat' }]);
    expect(store.load(41)).toEqual([{ itemId: 101, answer: 'brother' }]);
    expect(store.load(42)).toEqual([{ itemId: 201, answer: 'cat' }]);
    store.save(41, []);
    expect(storage.getItem(practiceQueueKey(41))).toBeNull();
    expect(store.load(41)).toEqual([]);
  });

  it('reads corrupt or wrongly shaped data as an empty queue', () => {
    const storage = memoryStorage();
    const store = createPracticeQueueStore(storage);
    storage.setItem(practiceQueueKey(1), '{not json');
    storage.setItem(practiceQueueKey(2), JSON.stringify([{ itemId: '101', answer: 'x' }]));
    storage.setItem(practiceQueueKey(3), JSON.stringify({ itemId: 1, answer: 'x' }));
    expect([store.load(1), store.load(2), store.load(3)]).toEqual([[], [], []]);
  });

  it('never throws: no storage, or a refused write', () => {
    const none = createPracticeQueueStore(null);
    none.save(1, [{ itemId: 1, answer: 'a' }]);
    expect(none.load(1)).toEqual([]);
    const full = createPracticeQueueStore(memoryStorage(true));
    expect(() => full.save(1, [{ itemId: 1, answer: 'a' }])).not.toThrow();
  });
});
