import type { CatalogueCourse, ClassSession, Enrolment, Lesson, LicenceItem } from '../../contracts/learning';

export interface LearningDataContext<TRequest, TData> {
  /** What the loader is asked for (a profile id, a session id …), passed to the `load` actor. */
  request: TRequest;
  data: TData | null;
  error: string | null;
}

export type LearningDataEvent = { type: 'data.reloadRequested' };

export interface LearningDataInput<TRequest> {
  request: TRequest;
}

/** The profile whose data a page shows (undefined: the server takes the default profile). */
export type ProfileRequest = number | undefined;

export interface UserCourses {
  enrolments: Enrolment[];
  licences: LicenceItem[];
}

export type { CatalogueCourse, ClassSession, Lesson };
