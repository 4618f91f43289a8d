import { describe, expect, it } from 'vitest';
import {
  accountInput,
  exampleEmptyReport,
  exampleReport,
  exampleShareLink,
  monthlyReportTestModel,
  sharedInput,
} from '../../src/machines/monthly-report/monthly-report.test-model';
import { EnvelopeError } from '../../src/machines/shared/api-result';
import { itCoversEveryStateAndTransition } from './support/generated-paths-suite';
import { MachineHarness } from './support/machine-harness';

describe('monthly report machine', () => {
  itCoversEveryStateAndTransition(monthlyReportTestModel);

  it('loads the chosen profile and month, then another month and another child', async () => {
    const harness = new MachineHarness(monthlyReportTestModel, accountInput).start();
    expect(harness.promises.inputOf('fetchReport')).toEqual({
      source: { kind: 'account' },
      profileId: 11,
      month: '2026-10',
    });
    await harness.resolve('fetchReport', exampleReport);
    expect(harness.value).toEqual({ ready: 'idle' });
    harness.send({ type: 'month.selected', month: '2026-09' });
    expect(harness.value).toBe('loading');
    expect(harness.snapshot.context.report).toBeNull();
    expect(harness.promises.inputOf('fetchReport')).toMatchObject({ month: '2026-09' });
    await harness.resolve('fetchReport', exampleEmptyReport);
    expect(harness.value).toBe('empty');
    harness.send({ type: 'profile.selected', profileId: 12 });
    expect(harness.promises.inputOf('fetchReport')).toEqual({
      source: { kind: 'account' },
      profileId: 12,
      month: '2026-09',
    });
    expect(harness.actionsOf('showSelection').map((a) => a.params)).toEqual([
      { profileId: 11, month: '2026-09' },
      { profileId: 12, month: '2026-09' },
    ]);
  });

  it('ignores a month that is not offered and a profile of another account', async () => {
    const harness = new MachineHarness(monthlyReportTestModel, accountInput).start();
    await harness.resolve('fetchReport', exampleReport);
    harness.send({ type: 'month.selected', month: '2030-01' });
    harness.send({ type: 'profile.selected', profileId: 99 });
    expect(harness.value).toEqual({ ready: 'idle' });
    expect(harness.actionsOf('showSelection')).toEqual([]);
  });

  it('shows the server’s reason and retries', async () => {
    const harness = new MachineHarness(monthlyReportTestModel, accountInput).start();
    await harness.reject('fetchReport', new EnvelopeError(3004, 'Bạn không có quyền truy cập hồ sơ này'));
    expect(harness.value).toBe('failed');
    expect(harness.snapshot.context.error).toBe('Bạn không có quyền truy cập hồ sơ này');
    harness.send({ type: 'retry.requested' });
    expect(harness.value).toBe('loading');
    expect(harness.snapshot.context.error).toBeNull();
  });

  it('creates a share link for the report shown, keeps the report on screen, revokes it', async () => {
    const harness = new MachineHarness(monthlyReportTestModel, accountInput).start();
    await harness.resolve('fetchReport', exampleReport);
    harness.send({ type: 'share.requested' });
    expect(harness.promises.inputOf('createShareLink')).toEqual({ profileId: 11, month: '2026-10' });
    await harness.resolve('createShareLink', exampleShareLink);
    expect(harness.value).toEqual({ ready: 'linkShown' });
    expect(harness.snapshot.context.report).toEqual(exampleReport);
    harness.send({ type: 'share.revokeRequested' });
    expect(harness.promises.inputOf('revokeShareLink')).toEqual({ id: 7 });
    await harness.resolve('revokeShareLink', undefined);
    expect(harness.value).toEqual({ ready: 'idle' });
    expect(harness.snapshot.context.shareLink).toBeNull();
  });

  it('a shared report is read-only: no share link can be made from it', async () => {
    const harness = new MachineHarness(monthlyReportTestModel, sharedInput).start();
    await harness.resolve('fetchReport', exampleReport);
    harness.send({ type: 'share.requested' });
    expect(harness.value).toEqual({ ready: 'idle' });
  });
});
