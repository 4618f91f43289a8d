import { assign, setup } from 'xstate';
import { type MachineTypes, notProvidedAction, notProvidedActor } from '../shared/not-provided';
import { keepErrorIn } from '../shared/notice';
import type {
  Lesson,
  LessonContext,
  LessonEvent,
  LessonInput,
  LessonActionParams as P,
} from './lesson.types';

/** The server hands out the classroom only while the join window is open, after attendance. */
function classroomOf(lesson: Lesson): string | null {
  return lesson.attendance.recorded ? lesson.classroomUrl : null;
}

/**
 * /lesson (issue 16): opening the page joins the session — the server records attendance while the
 * join window is open and then answers with the session's classroom link, which the page opens at
 * once (a new tab, `openClassroom`) and keeps offered as a link. Before the window opens (or after the
 * class) the page shows when it opens and can check again; a failure can be retried.
 */
export const lessonMachine = setup({
  types: {} as MachineTypes<LessonContext, LessonEvent, LessonInput>,
  actors: { load: notProvidedActor<Lesson, LessonInput>('load') },
  actions: {
    openClassroom: notProvidedAction<P['openClassroom']>('openClassroom'),
  },
  guards: {
    classroomOpen: (_, params: { lesson: Lesson }) => classroomOf(params.lesson) !== null,
  },
}).createMachine({
  id: 'lesson',
  context: ({ input }) => ({ sessionId: input.request, lesson: null, error: null }),
  initial: 'joining',
  states: {
    joining: {
      meta: { description: 'Vào buổi học: điểm danh nếu lớp đang mở và lấy liên kết phòng học' },
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ request: context.sessionId }),
        onDone: [
          {
            guard: { type: 'classroomOpen', params: ({ event }) => ({ lesson: event.output }) },
            target: 'inClass',
            actions: assign({ lesson: ({ event }) => event.output, error: null }),
          },
          { target: 'notOpen', actions: assign({ lesson: ({ event }) => event.output, error: null }) },
        ],
        onError: keepErrorIn('failed', 'error'),
      },
    },
    inClass: {
      meta: { description: 'Đã điểm danh: mở phòng học trực tuyến (tab mới) và giữ nút "Vào phòng học"' },
      entry: {
        type: 'openClassroom',
        params: ({ context }) => ({ url: (context.lesson && classroomOf(context.lesson)) ?? '' }),
      },
    },
    notOpen: {
      meta: { description: 'Lớp chưa mở (hoặc đã kết thúc): hiện giờ mở lớp, "Kiểm tra lại"' },
      on: { 'data.reloadRequested': { target: 'joining' } },
    },
    failed: {
      meta: { description: 'Không vào được buổi học; hiện lỗi và nút "Thử lại"' },
      on: { 'data.reloadRequested': { target: 'joining' } },
    },
  },
});

export type LessonMachine = typeof lessonMachine;
