import type { AddressInfo } from 'node:net';
import type { TSchema } from 'typebox';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureApi } from '../../src/api/config';
import type { ApiEnvelope, NotificationEnvelope } from '../../src/api/http/envelope';
import { getContestSchools, getListSchool } from '../../src/api/lms/schools';
import { checkTutorVip } from '../../src/api/lms/tutor';
import { getConfig } from '../../src/api/main/common-config';
import {
  activateCode,
  getClassSchedules,
  getClassSessions,
  getUserCourses,
  joinLesson,
} from '../../src/api/main/learning-plan';
import {
  getNotificationList,
  getNotifyList,
  getStreamTicket,
  markAllNotificationsRead,
  markNotificationRead,
  markNotificationUnread,
} from '../../src/api/main/notifications';
import { checkExist, login } from '../../src/api/main/user-auth';
import {
  getLearningInfo,
  getLearningInfoNoToken,
  saveSchedules,
  selectSubject,
  subscribeNewCourse,
} from '../../src/api/main/user-learning';
import {
  createProfileInfo,
  getAvatarPresets,
  getProfileInfoNoToken,
  requestChangeClass,
  updateAccountInfo,
  updateProfileInfo,
} from '../../src/api/main/user-profile';
import { checkStatusUserChange, getBasicInfo, logout, switchProfile } from '../../src/api/main/user-session';
import { registerConsult } from '../../src/api/service3/register-consult';
import { ConfigValue } from '../../src/contracts/config';
import {
  ActivationGradeMismatchSchema,
  ActivationResultSchema,
  CatalogueCourseSchema,
  LessonSchema,
  SavedScheduleSchema,
  SessionSchema,
  SubscribeCourseSchema,
  UserCoursesSchema,
} from '../../src/contracts/learning';
import { SchoolList, TutorVipData } from '../../src/contracts/lms';
import { LatestData, NotificationListData, StreamTicket } from '../../src/contracts/notification';
import { ConsultAnswer } from '../../src/contracts/service3';
import {
  AccountInfoSchema,
  AuthPayloadSchema,
  AvatarPresetSchema,
  BasicInfoSchema,
  ChangeClassSchema,
  CheckExistSchema,
  LearningInfoSchema,
  LoggedOutSchema,
  ProfileSchema,
  PublicProfileSchema,
  SelectSubjectSchema,
  UserChangeSchema,
} from '../../src/contracts/user';
import { createTestApp, type TestApp } from '../server/support/test-app';
import { credentialsOf, emptySession } from './support/session-fixture';

/*
 * The real src/api functions against the real server (buildApp, over HTTP): a path, method, body
 * field or response shape that drifts between client and server fails here, not in e2e. Every call
 * must succeed (errorCode 0) and its data must match the contract the server declares.
 */

const PARENT = '0901000001';
const PASSWORD = 'Uniclass@123';

function expectData<T>(envelope: ApiEnvelope<T> | false, schema: TSchema): T {
  expect(envelope).not.toBe(false);
  const answer = envelope as ApiEnvelope<T>;
  expect(answer, JSON.stringify(answer)).toMatchObject({ errorCode: 0 });
  expect([...Value.Errors(schema, answer.data)]).toEqual([]);
  return answer.data as T;
}

/** The notification routes answer { resultCode } instead (SPEC §8). */
function expectNotificationData<T>(envelope: NotificationEnvelope<T>, schema: TSchema): T {
  expect(envelope, JSON.stringify(envelope)).toMatchObject({ resultCode: 1 });
  expect([...Value.Errors(schema, envelope.data)]).toEqual([]);
  return envelope.data as T;
}

describe('src/api against buildApp', () => {
  let t: TestApp;
  const session = emptySession();

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const origin = `http://127.0.0.1:${port}`;
    configureApi({
      mainBaseUrl: `${origin}/main`,
      lmsBaseUrl: `${origin}/lms`,
      contestBaseUrl: `${origin}/contest`,
      service3BaseUrl: `${origin}/service3`,
      credentials: credentialsOf(session),
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('signs in and reads the session (user contract)', async () => {
    expectData(await checkExist({ phone: PARENT }), CheckExistSchema);
    const auth = expectData(
      await login({ phone: PARENT, password: PASSWORD, platform: 'WEB' }),
      AuthPayloadSchema,
    );
    session.user = { phone: PARENT };
    session.accessToken = auth.accessToken;
    const { user } = expectData(await getBasicInfo(), BasicInfoSchema);
    expect(user.profiles.length).toBeGreaterThan(1);
    expectData(await checkStatusUserChange(), UserChangeSchema);
  });

  it('switches profile and edits the account and profiles', async () => {
    const { user } = expectData(await getBasicInfo(), BasicInfoSchema);
    const other = user.profiles.find((p) => !p.isDefault);
    const token = await switchProfile(other!.id);
    expect(typeof token).toBe('string');
    session.accessToken = token as string;
    expectData(await updateAccountInfo({ address: 'Hà Nội' }), AccountInfoSchema);
    expectData(await updateProfileInfo({ profile_id: other!.id, class_name: '3B' }), ProfileSchema);
    expectData(await createProfileInfo({ name: 'Bé Út' }), ProfileSchema);
    expectData(await requestChangeClass(other!.id, 12), ChangeClassSchema);
    expectData(await getAvatarPresets(), Type.Array(AvatarPresetSchema));
    expectData(await getProfileInfoNoToken(other!.id), ProfileSchema);
    expectData(await getLearningInfo(other!.id), LearningInfoSchema);
    expectData(
      await selectSubject({ grade: 3, subject: 'ENGLISH', profile_id: other!.id, isParent: true }),
      SelectSubjectSchema,
    );
    // Back to the profile with a class, for the learning plan below.
    const back = await switchProfile(user.profiles.find((p) => p.isDefault)!.id);
    session.accessToken = back as string;
  });

  it('reads and writes the learning plan (learning contract)', async () => {
    const { user } = expectData(await getBasicInfo(), BasicInfoSchema);
    const profile = user.profiles.find((p) => p.isDefault)!;
    const courses = expectData(await getClassSchedules(profile.id), Type.Array(CatalogueCourseSchema));
    const sessions = expectData(await getClassSessions(profile.id), Type.Array(SessionSchema));
    expectData(await getUserCourses(profile.id), UserCoursesSchema);
    const slot = courses
      .filter((c) => c.licenceValid)
      .flatMap((c) => c.levels.flatMap((l) => l.slots))
      .find((s) => !s.enrolled && s.seatsLeft > 0);
    expect(slot).toBeDefined();
    expectData(
      await saveSchedules({ schedule_id: slot!.id, action: 1, profile_id: profile.id }),
      SavedScheduleSchema,
    );
    expectData(
      await subscribeNewCourse({ course_id: courses[0]!.id, profile_id: profile.id }),
      SubscribeCourseSchema,
    );
    expect(sessions.length).toBeGreaterThan(0);
    expectData(await joinLesson(sessions[0]!.id), LessonSchema);
    // A G5 code for the grade-3 profile: the 409 names both grades (issue 16), then the parent confirms.
    const asked = await activateCode({ code: 'UC-G5-2WJN-6FZC', profile_id: profile.id });
    expect(asked).toMatchObject({ errorCode: 5003, data: { codeGrade: { id: 5 }, profileGrade: { id: 3 } } });
    expect([...Value.Errors(ActivationGradeMismatchSchema, asked.data)]).toEqual([]);
    expectData(
      await activateCode({ code: 'UC-G5-2WJN-6FZC', profile_id: profile.id, accept_grade_mismatch: true }),
      ActivationResultSchema,
    );
  });

  it('reads and marks notifications (notification contract)', async () => {
    const page = expectNotificationData(
      await getNotificationList({ productType: 'ALL' }),
      NotificationListData,
    );
    expectNotificationData(await getNotifyList(), LatestData);
    expectNotificationData(await getStreamTicket(), StreamTicket);
    // Announcements (`common-<id>`) are read-only; only a profile's own notifications are marked.
    const item = page.actions[0];
    expect(item).toBeDefined();
    expectNotificationData(await markNotificationRead(item!.id), Type.Null());
    expectNotificationData(await markNotificationUnread(item!.id), Type.Null());
    expectNotificationData(await markAllNotificationsRead(), Type.Unknown());
  });

  it('answers the LMS, service3 and config routes (lms, service3, config contracts)', async () => {
    const { user } = expectData(await getBasicInfo(), BasicInfoSchema);
    const profile = user.profiles.find((p) => p.isDefault)!;
    expectData(await checkTutorVip(profile.id), TutorVipData);
    const schools = expectData(await getListSchool('01'), SchoolList);
    expect(schools.length).toBeGreaterThan(0);
    expectData(await getContestSchools(schools[0]!.provinceId), SchoolList);
    expectData(await getConfig('hotline'), ConfigValue);
    expectData(
      await registerConsult({
        requestType: 2,
        fullName: 'Nguyễn Văn Tư Vấn',
        phone: PARENT,
        platform: 'WEB',
        followCourse: 'Tiếng Anh lớp 3',
        grade: 3,
        birthday: null,
      }),
      ConsultAnswer,
    );
  });

  it('answers the -no-token routes without credentials, then logs out', async () => {
    const { user } = expectData(await getBasicInfo(), BasicInfoSchema);
    const { id, publicRef = '' } = user.profiles[0]!;
    expect(publicRef).toMatch(/^p[0-9a-f]{32}$/);
    expectData(await logout(), LoggedOutSchema);
    session.user = null;
    session.accessToken = null;
    // Without a session only the profile's public reference is accepted (issue 10 item 5).
    expectData(await getProfileInfoNoToken(publicRef), PublicProfileSchema);
    expectData(await getLearningInfoNoToken(publicRef), LearningInfoSchema);
    expect(await getProfileInfoNoToken(id)).toMatchObject({ errorCode: 2001, data: null });
  });
});
