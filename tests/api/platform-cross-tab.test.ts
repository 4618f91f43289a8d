import { describe, expect, it, vi } from 'vitest';
import { subscribeStorageKey } from '../../src/platform/cross-tab';

function storageEvent(key: string | null, oldValue: string | null, newValue: string | null): Event {
  return Object.assign(new Event('storage'), { key, oldValue, newValue });
}

describe('cross-tab storage events', () => {
  it('reports writes and removals of the watched key by another tab', () => {
    const target = new EventTarget();
    const onChange = vi.fn();
    subscribeStorageKey('k12_profile', onChange, target);
    target.dispatchEvent(storageEvent('k12_profile', '{"id":1}', '{"id":2}'));
    target.dispatchEvent(storageEvent('k12_profile', '{"id":2}', null));
    expect(onChange.mock.calls).toEqual([
      [{ oldValue: '{"id":1}', newValue: '{"id":2}' }],
      [{ oldValue: '{"id":2}', newValue: null }],
    ]);
  });

  it('ignores other keys and writes that change nothing', () => {
    const target = new EventTarget();
    const onChange = vi.fn();
    subscribeStorageKey('k12_profile', onChange, target);
    target.dispatchEvent(storageEvent('user', 'a', 'b'));
    target.dispatchEvent(storageEvent('k12_profile', 'same', 'same'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('reports a storage clear in another tab (key null)', () => {
    const target = new EventTarget();
    const onChange = vi.fn();
    subscribeStorageKey('k12_profile', onChange, target);
    target.dispatchEvent(storageEvent(null, null, null));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ oldValue: null, newValue: null });
  });

  it('stops after unsubscribe', () => {
    const target = new EventTarget();
    const onChange = vi.fn();
    const unsubscribe = subscribeStorageKey('k12_profile', onChange, target);
    unsubscribe();
    target.dispatchEvent(storageEvent('k12_profile', 'a', 'b'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is a no-op without a window', () => {
    expect(subscribeStorageKey('k12_profile', vi.fn(), null)).toBeTypeOf('function');
  });
});
