import { describe, expect, it } from 'vitest';
import { earlyClassSessionsTestModel as model } from '../../src/machines/early-class-sessions/early-class-sessions.test-model';
import { itCoversEveryStateAndTransition } from './support/generated-paths-suite';
import { MachineHarness } from './support/machine-harness';

const stored = { pathname: '/lop-hoc', storedSession: true, profileId: 11 };

describe('early class-sessions machine (issue 17)', () => {
  itCoversEveryStateAndTransition(model);

  it('asks the sessions of the stored profile at once on a class home, trailing slash included', () => {
    for (const pathname of ['/', '/lop-hoc', '/lop-hoc/']) {
      const h = new MachineHarness(model, { ...stored, pathname }).start();
      expect(h.value).toEqual({ held: 'requesting' });
      expect(h.promises.inputOf('request')).toEqual({ profileId: 11 });
    }
  });

  it('asks nothing for a visitor, or for a stored session opening another page', () => {
    for (const input of [
      { pathname: '/lop-hoc', storedSession: false, profileId: undefined },
      { ...stored, pathname: '/thong-tin-tai-khoan/khoa-hoc' },
    ]) {
      const h = new MachineHarness(model, input).start();
      expect(h.value).toBe('notNeeded');
      expect(h.promises.started).toEqual([]);
    }
  });

  it('keeps the answer while the router stays on the first page, and drops it on leaving, once', async () => {
    const h = new MachineHarness(model, stored).start();
    h.send({ type: 'route.changed', pathname: '/lop-hoc' });
    expect(h.value).toEqual({ held: 'requesting' });
    await h.resolve('request', []);
    expect(h.value).toEqual({ held: 'answered' });
    h.send({ type: 'route.changed', pathname: '/thong-tin-tai-khoan/khoa-hoc' });
    expect(h.value).toBe('dropped');
    h.send({ type: 'route.changed', pathname: '/lop-hoc' });
    expect(h.value).toBe('dropped');
    expect(h.actionsOf('forget')).toHaveLength(1);
    expect(h.promises.started).toHaveLength(1);
  });

  it('drops a request still under way on leaving the page, and a failed one', async () => {
    const pending = new MachineHarness(model, stored).start();
    pending.send({ type: 'route.changed', pathname: '/dang-nhap' });
    expect(pending.value).toBe('dropped');
    expect(pending.actionsOf('forget')).toHaveLength(1);

    const failed = new MachineHarness(model, stored).start();
    await failed.reject('request', new Error('Network Error'));
    expect(failed.value).toEqual({ held: 'failed' });
    failed.send({ type: 'route.changed', pathname: '/dang-nhap' });
    expect(failed.actionsOf('forget')).toHaveLength(1);
  });
});
