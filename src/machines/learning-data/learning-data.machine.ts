import { assign, setup } from 'xstate';
import { userMessageOf } from '../shared/api-result';
import { notProvidedActor } from '../shared/not-provided';
import type { LearningDataContext, LearningDataEvent, LearningDataInput } from './learning-data.types';

/**
 * Loads the data of one learning page (class home, slot picker, courses, lesson) through the
 * injected `load` actor: loading → ready | failed, and a reload on request ('Thử lại', after an
 * action changed the data). Views render the snapshot and never fetch themselves.
 */
export const learningDataMachine = setup({
  types: {
    context: {} as LearningDataContext,
    events: {} as LearningDataEvent,
    input: {} as LearningDataInput,
  },
  actors: { load: notProvidedActor<unknown, unknown>('load') },
}).createMachine({
  id: 'learningData',
  context: ({ input }) => ({ request: input.request, data: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      meta: { description: 'Đang tải dữ liệu của trang' },
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }: { context: LearningDataContext }) => context.request,
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => userMessageOf(event.error) }) },
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

export type LearningDataMachine = typeof learningDataMachine;
