import { assign, setup } from 'xstate';
import { notProvidedActor } from '../shared/not-provided';
import { keepErrorIn } from '../shared/notice';
import type {
  CatalogueCourse,
  ClassSession,
  LearningDataContext,
  LearningDataEvent,
  LearningDataInput,
  ProfileRequest,
  UserCourses,
} from './learning-data.types';

/**
 * Loads the data of one learning page through the injected `load` actor: loading → ready | failed,
 * and a reload on request ('Thử lại', after an action changed the data). Views render the snapshot
 * and never fetch themselves. One statechart, typed per page by what it asks for and gets back.
 */
export function createLearningDataMachine<TRequest, TData>() {
  return setup({
    types: {
      context: {} as LearningDataContext<TRequest, TData>,
      events: {} as LearningDataEvent,
      input: {} as LearningDataInput<TRequest>,
    },
    actors: { load: notProvidedActor<TData, LearningDataInput<TRequest>>('load') },
  }).createMachine({
    // One id for every loader: /qa/machines follows them all as the learning-data machine.
    id: 'learningData',
    context: ({ input }) => ({ request: input.request, data: null, error: null }),
    initial: 'loading',
    states: {
      loading: {
        meta: { description: 'Đang tải dữ liệu của trang' },
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ context }) => ({ request: context.request }),
          // Inside this generic factory XState cannot resolve the invoke's output type: it is `load`'s TData.
          onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, error: null }) },
          onError: keepErrorIn('failed', 'error'),
        },
      },
      ready: {
        meta: { description: 'Đã có dữ liệu' },
        on: { 'data.reloadRequested': { target: 'loading' } },
      },
      failed: {
        meta: { description: 'Không tải được; hiện lỗi và nút "Thử lại"' },
        on: { 'data.reloadRequested': { target: 'loading' } },
      },
    },
  });
}

/** /lop-hoc: the profile's next sessions. */
export const classSessionsMachine = createLearningDataMachine<ProfileRequest, ClassSession[]>();
/** /dang-ky?schedules=0: the courses of the profile's grade with their weekly slots. */
export const classSchedulesMachine = createLearningDataMachine<ProfileRequest, CatalogueCourse[]>();
/** /khoa-hoc: seats and licences of the profile. */
export const userCoursesMachine = createLearningDataMachine<ProfileRequest, UserCourses>();

/** Every loader is this statechart: the inspector and the path tests walk it once. */
export const learningDataMachine = classSessionsMachine;

export type LearningDataMachine = typeof learningDataMachine;
