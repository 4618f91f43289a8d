import { describe, expect, it } from 'vitest';
import {
  accountInfoTestModel,
  examplePresets,
} from '../../src/machines/account-info/account-info.test-model';
import { ACCOUNT_MESSAGES, presetNumber } from '../../src/machines/account-info/account-rules';
import { EnvelopeError } from '../../src/machines/shared/api-result';
import { defaultProfileOf, familyUser } from '../../src/machines/shared/example-accounts';
import { itCoversEveryStateAndTransition } from './support/generated-paths-suite';
import { MachineHarness } from './support/machine-harness';

const input = { user: { ...familyUser, name: 'Nguyễn Văn Hùng' }, profile: defaultProfileOf(familyUser) };

async function ready(): Promise<MachineHarness> {
  const harness = new MachineHarness(accountInfoTestModel, input).start();
  await harness.resolve('fetchAvatarPresets', examplePresets);
  return harness;
}

const file = (type: string, bytes: number) =>
  Object.assign(new Blob([new Uint8Array(bytes)], { type }), { name: 'a' });

describe('account info machine', () => {
  itCoversEveryStateAndTransition(accountInfoTestModel);

  it('saves a preset avatar, then hands the fresh user to the session', async () => {
    const harness = await ready();
    expect(harness.snapshot.context.presets).toEqual(examplePresets);
    harness.send({ type: 'avatar.presetChosen', relativePath: 'avatars/default-02.svg' });
    expect(harness.promises.inputOf('saveAvatarPreset')).toEqual({
      profileId: 11,
      avatar: 'avatars/default-02.svg',
    });
    await harness.resolve('saveAvatarPreset', undefined);
    const fresh = {
      ...familyUser,
      profiles: familyUser.profiles.map((p) =>
        p.id === 11 ? { ...p, avatar: 'avatars/default-02.svg' } : p,
      ),
    };
    await harness.resolve('fetchUser', fresh);
    expect(harness.value).toBe('idle');
    expect(harness.snapshot.context.avatar).toBe('avatars/default-02.svg');
    expect(harness.snapshot.context.feedback).toEqual({
      section: 'avatar',
      tone: 'success',
      text: ACCOUNT_MESSAGES.avatarSaved,
    });
    expect(harness.actionsOf('announceUser').map((a) => a.params)).toEqual([{ user: fresh }]);
  });

  it('checks an uploaded file before sending it: PNG/JPEG/WebP of at most 2 MB', async () => {
    const harness = await ready();
    harness.send({ type: 'avatar.fileChosen', file: file('image/gif', 10) });
    expect(harness.snapshot.context.feedback?.text).toBe(ACCOUNT_MESSAGES.badImageType);
    harness.send({ type: 'avatar.fileChosen', file: file('image/webp', 2 * 1024 * 1024 + 1) });
    expect(harness.snapshot.context.feedback?.text).toBe(ACCOUNT_MESSAGES.imageTooLarge);
    expect(harness.value).toBe('idle');
    const ok = file('image/webp', 2 * 1024 * 1024);
    harness.send({ type: 'avatar.fileChosen', file: ok });
    expect(harness.promises.inputOf('uploadAvatar')).toEqual({ profileId: 11, file: ok });
  });

  it('refuses an empty name and keeps it; saves a trimmed name', async () => {
    const harness = await ready();
    harness.send({ type: 'account.nameSubmitted', name: '   ' });
    expect(harness.snapshot.context).toMatchObject({
      accountName: '   ',
      feedback: { section: 'account', tone: 'error', text: ACCOUNT_MESSAGES.missingName },
    });
    harness.send({ type: 'account.nameSubmitted', name: '  Trần Hùng ' });
    expect(harness.promises.inputOf('saveAccountName')).toEqual({ name: 'Trần Hùng' });
    await harness.reject('saveAccountName', new EnvelopeError(-1, ACCOUNT_MESSAGES.accountFailed));
    expect(harness.snapshot.context.feedback?.text).toBe(ACCOUNT_MESSAGES.accountFailed);
  });

  it('sends a change-class request for another grade only', async () => {
    const harness = await ready();
    harness.send({ type: 'classChange.requested', gradeId: 3 });
    expect(harness.snapshot.context.feedback?.text).toBe(ACCOUNT_MESSAGES.sameGrade);
    harness.send({ type: 'classChange.requested', gradeId: null });
    expect(harness.snapshot.context.feedback?.text).toBe(ACCOUNT_MESSAGES.missingGrade);
    harness.send({ type: 'classChange.requested', gradeId: 5 });
    expect(harness.promises.inputOf('requestClassChange')).toEqual({ profileId: 11, gradeId: 5 });
    await harness.resolve('requestClassChange', undefined);
    expect(harness.snapshot.context.feedback).toEqual({
      section: 'classChange',
      tone: 'success',
      text: 'Đã gửi yêu cầu đổi lớp',
    });
    expect(harness.snapshot.context.requestedGradeId).toBe(5);
  });

  it('reads the preset number of a stored avatar path', () => {
    expect(presetNumber('avatars/default-07.svg')).toBe(7);
    expect(presetNumber('uploads/avatars/abc.png')).toBeNull();
    expect(presetNumber(null)).toBeNull();
  });
});
