/** Learning endpoints of the main API: subjects, schedules, courses, learning and contest info. */
import type {
  SavedSchedule,
  SaveSchedulesRequest,
  SubscribeCourseData,
  SubscribeCourseRequest,
} from '../../contracts/learning';
import type {
  LearningInfo,
  ProfileLookupRequest,
  SelectSubjectData,
  SelectSubjectRequest,
} from '../../contracts/user';
import { getForProfileEndpoint, postEndpoint } from '../http/main-endpoints';

// Machines written before the contracts name this type through src/api.
export type { SaveSchedulesRequest } from '../../contracts/learning';

/** GET /user/learning-info?profile_id=. */
export const getLearningInfo = getForProfileEndpoint<LearningInfo>('/user/learning-info');

/**
 * GET /user/learning-info-no-token?profile_id=: without a session `profileId` must be the profile's
 * publicRef (a numeric id answers 401); with one, the numeric id of one's own profile also works.
 */
export const getLearningInfoNoToken = getForProfileEndpoint<LearningInfo, ProfileLookupRequest['profile_id']>(
  '/user/learning-info-no-token',
);

/** POST /user/select-subject. */
export const selectSubject = postEndpoint<SelectSubjectRequest, SelectSubjectData>('/user/select-subject');

/** POST /user/save-schedules. */
export const saveSchedules = postEndpoint<SaveSchedulesRequest, SavedSchedule>('/user/save-schedules');

/** POST /user/subscribe-new-course. */
export const subscribeNewCourse = postEndpoint<SubscribeCourseRequest, SubscribeCourseData>(
  '/user/subscribe-new-course',
);
