import { describe, expect, it } from 'vitest';
import { profileEditorTestModel } from '../../src/machines/profile-editor/profile-editor.test-model';
import type { ProfileEditorInput } from '../../src/machines/profile-editor/profile-editor.types';
import { PROFILE_MESSAGES } from '../../src/machines/profile-editor/profile-rules';
import { EnvelopeError } from '../../src/machines/shared/api-result';
import {
  contestUser,
  defaultProfileOf,
  familyUser,
  ungradedUser,
} from '../../src/machines/shared/example-accounts';
import { itCoversEveryStateAndTransition } from './support/generated-paths-suite';
import { MachineHarness } from './support/machine-harness';

const updateInfo: ProfileEditorInput = {
  mode: 'updateInfo',
  user: ungradedUser,
  profile: defaultProfileOf(ungradedUser),
};

async function editingWithoutSchool(input: ProfileEditorInput): Promise<MachineHarness> {
  const harness = new MachineHarness(profileEditorTestModel, input).start();
  await harness.resolve('fetchProfileDetails', { className: null, school: null });
  return harness;
}

describe('profile editor machine', () => {
  itCoversEveryStateAndTransition(profileEditorTestModel);

  it('completes the default profile: schools of the province, save, fresh user to the session, home', async () => {
    const harness = await editingWithoutSchool(updateInfo);
    expect(harness.promises.started[0]).toEqual({ id: 'fetchProfileDetails', input: { profileId: 21 } });
    harness.send({ type: 'profileForm.provinceSelected', provinceId: 1 });
    expect(harness.promises.inputOf('fetchSchools')).toEqual({ provinceId: 1 });
    await harness.resolve('fetchSchools', [{ id: 101, name: 'TH Kim Liên' }]);
    expect(harness.snapshot.context.schools).toEqual([{ id: 101, name: 'TH Kim Liên' }]);

    const draft = { name: ' Lê Minh ', gradeId: 4, className: ' 4B ', provinceId: 1, schoolId: 101 };
    harness.send({ type: 'profileForm.submitted', draft });
    expect(harness.promises.inputOf('saveProfile')).toEqual({
      profile_id: 21,
      name: 'Lê Minh',
      grade_id: 4,
      class_name: '4B',
      school_id: 101,
      province_id: 1,
    });
    const saved = { ...defaultProfileOf(ungradedUser), gradeId: 4 };
    await harness.resolve('saveProfile', saved);
    const fresh = { ...ungradedUser, profiles: [saved] };
    await harness.resolve('fetchUser', fresh);
    expect(harness.snapshot.status).toBe('done');
    expect(harness.actionsOf('announceUser').map((a) => a.params)).toEqual([{ user: fresh }]);
    expect(harness.actionsOf('redirect').map((a) => a.params)).toEqual([{ to: '/' }]);
  });

  it('refuses an incomplete form field by field, keeps what was typed and names the first invalid field', async () => {
    const harness = await editingWithoutSchool(updateInfo);
    const draft = {
      name: '',
      gradeId: null,
      className: 'lớp-rất-dài-quá-hai-mươi-ký-tự',
      provinceId: 2,
      schoolId: null,
    };
    harness.send({ type: 'profileForm.submitted', draft });
    expect(harness.value).toBe('editing');
    expect(harness.snapshot.context.fieldErrors).toEqual({
      name: PROFILE_MESSAGES.missingName,
      gradeId: PROFILE_MESSAGES.missingGrade,
      className: PROFILE_MESSAGES.longClassName,
      schoolId: PROFILE_MESSAGES.missingSchool,
    });
    expect(harness.snapshot.context.firstInvalid).toBe('name');
    expect(harness.snapshot.context.draft).toEqual(draft);
    expect(harness.promises.started.map((s) => s.id)).toEqual(['fetchProfileDetails']);
  });

  it('leaves a grade already set out of the contest form body and asks for the class', async () => {
    const input: ProfileEditorInput = {
      mode: 'contestInfo',
      user: contestUser,
      profile: defaultProfileOf(contestUser),
    };
    const harness = await editingWithoutSchool(input);
    expect(harness.snapshot.context.gradeLocked).toBe(true);
    harness.send({
      type: 'profileForm.submitted',
      draft: { name: 'Đỗ Khoa', gradeId: 3, className: '', provinceId: null, schoolId: null },
    });
    expect(harness.snapshot.context.fieldErrors).toEqual({ className: PROFILE_MESSAGES.missingClassName });
    harness.send({
      type: 'profileForm.submitted',
      draft: { name: 'Đỗ Khoa', gradeId: 3, className: '3C', provinceId: null, schoolId: null },
    });
    expect(harness.promises.inputOf('saveProfile')).toEqual({
      profile_id: 41,
      name: 'Đỗ Khoa',
      class_name: '3C',
    });
  });

  it('prefills class and school from learning-info and loads that province', async () => {
    const harness = new MachineHarness(profileEditorTestModel, {
      mode: 'account',
      user: familyUser,
      profile: defaultProfileOf(familyUser),
    }).start();
    await harness.resolve('fetchProfileDetails', {
      className: '3A',
      school: { id: 101, name: 'TH Kim Liên', provinceId: 1 },
    });
    expect(harness.value).toBe('loadingSchools');
    expect(harness.snapshot.context.draft).toMatchObject({ className: '3A', provinceId: 1, schoolId: 101 });
  });

  it('shows the save failure and keeps the form; on a basic-info failure announces the merged user', async () => {
    const input: ProfileEditorInput = {
      mode: 'account',
      user: familyUser,
      profile: defaultProfileOf(familyUser),
    };
    const harness = await editingWithoutSchool(input);
    const draft = { name: 'Minh Anh', gradeId: 3, className: '3A', provinceId: null, schoolId: null };
    harness.send({ type: 'profileForm.submitted', draft });
    await harness.reject('saveProfile', new EnvelopeError(-1, PROFILE_MESSAGES.saveFailed));
    expect(harness.value).toBe('editing');
    expect(harness.snapshot.context).toMatchObject({ error: PROFILE_MESSAGES.saveFailed, draft });

    harness.send({ type: 'profileForm.submitted', draft });
    const saved = { ...defaultProfileOf(familyUser), name: 'Minh Anh' };
    await harness.resolve('saveProfile', saved);
    await harness.reject('fetchUser', new Error('offline'));
    expect(harness.value).toBe('editing');
    expect(harness.snapshot.context.notice).toBe(PROFILE_MESSAGES.saved);
    const announced = harness.actionsOf('announceUser')[0]?.params as { user: typeof familyUser };
    expect(announced.user.profiles.find((p) => p.id === saved.id)?.name).toBe('Minh Anh');
    expect(announced.user.profiles).toHaveLength(3);
  });

  it('creates a profile without a profile_id and finishes with it', async () => {
    const harness = new MachineHarness(profileEditorTestModel, {
      mode: 'create',
      user: familyUser,
      profile: null,
    }).start();
    expect(harness.value).toBe('editing');
    harness.send({
      type: 'profileForm.submitted',
      draft: { name: 'Bé Na', gradeId: 1, className: '', provinceId: null, schoolId: null },
    });
    expect(harness.promises.inputOf('saveProfile')).toEqual({ name: 'Bé Na', grade_id: 1 });
    const created = { ...defaultProfileOf(familyUser), id: 99, name: 'Bé Na', isDefault: 0 as const };
    await harness.resolve('saveProfile', created);
    await harness.resolve('fetchUser', familyUser);
    expect(harness.snapshot.status).toBe('done');
    expect(harness.snapshot.output).toEqual({ profile: created });
  });
});
