import type { Lesson } from '../../contracts/learning';

/** /lesson?sessionId=…: the session whose lesson the page opens. */
export interface LessonInput {
  request: number;
}

export interface LessonContext {
  sessionId: number;
  lesson: Lesson | null;
  error: string | null;
}

/** 'Thử lại' after a failure, 'Kiểm tra lại' while the class is not open yet. */
export type LessonEvent = { type: 'data.reloadRequested' };

export interface LessonActionParams {
  openClassroom: { url: string };
}

export type { Lesson };
