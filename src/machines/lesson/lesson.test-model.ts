import { ERROR_CODES } from '../../contracts/error-codes';
import { fetchDone, fetchRefused } from '../shared/fetch-examples';
import { type MachineTestModel, noopActions } from '../shared/machine-test-model';
import { lessonMachine } from './lesson.machine';
import type { Lesson, LessonContext } from './lesson.types';

export const LESSON_INJECTED_ACTIONS = ['openClassroom'] as const;

const baseLesson: Lesson = {
  id: 41,
  scheduleId: 7,
  title: 'Tiếng Anh AI Lớp 3: My family',
  courseTitle: 'Tiếng Anh AI Lớp 3',
  levelName: 'Starter',
  sessionType: 'REGULAR',
  startsAt: '2026-11-23T12:30:00.000Z',
  endsAt: '2026-11-23T13:10:00.000Z',
  joinOpensAt: '2026-11-23T12:15:00.000Z',
  canJoin: true,
  teacher: null,
  objectives: ['Gọi tên các thành viên trong gia đình'],
  vocabulary: [{ word: 'mother', meaning: 'mẹ' }],
  attendance: { recorded: true, joinedAt: '2026-11-23T12:20:00.000Z' },
  classroomUrl: 'https://meet.jit.si/uniclass-0123456789abcdef0123',
};

/** The class is open: attendance recorded, the classroom link handed out. */
export const openLesson: Lesson = baseLesson;

/** Too early (or over): no attendance, no link. */
export const closedLesson: Lesson = {
  ...baseLesson,
  canJoin: false,
  attendance: { recorded: false, joinedAt: null },
  classroomUrl: null,
};

export const lessonTestModel: MachineTestModel = {
  machine: lessonMachine,
  scenarios: [{ name: 'buổi học 41', input: { request: 41 } }],
  examples: [
    { type: 'data.reloadRequested' },
    fetchDone('load', openLesson),
    fetchDone('load', closedLesson),
    fetchRefused('load', ERROR_CODES.TOKEN_INVALID, 'Phiên đăng nhập đã hết hạn'),
  ],
  serializeState: (snapshot) => {
    const context = snapshot.context as LessonContext;
    return JSON.stringify([snapshot.value, context.lesson?.classroomUrl ?? null, context.error]);
  },
  fakeActions: noopActions(LESSON_INJECTED_ACTIONS),
};
