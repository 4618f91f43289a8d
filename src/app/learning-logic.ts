/**
 * The learning-plan machines with their real actors (issue 5): the schedule confirmation and the
 * congratulation popup run in the app root (`createLearningLogic`); the page loaders and the
 * activation form get their real implementations here (`learningPageLogic`) and create one actor per
 * page. Page machines are only named by type here: they ship with their lazy pages.
 */

import {
  activateCode,
  activateCodeNoToken,
  getClassSchedules,
  getClassSessions,
  getUserCourses,
  joinLesson,
} from '../api/main/learning-plan';
import { saveSchedules } from '../api/main/user-learning';
import { registerConsult } from '../api/service3/register-consult';
import { createActivationActors } from '../machines/activation/activation.actors';
import type { ActivationMachine } from '../machines/activation/activation.machine';
import { classPopupMachine } from '../machines/class-popup/class-popup.machine';
import { earlyClassSessionsMachine } from '../machines/early-class-sessions/early-class-sessions.machine';
import { createLoader } from '../machines/learning-data/learning-data.actors';
import type {
  classSchedulesMachine,
  classSessionsMachine,
  userCoursesMachine,
} from '../machines/learning-data/learning-data.machine';
import type { LessonMachine } from '../machines/lesson/lesson.machine';
import { createScheduleConfirmationActors } from '../machines/schedule-confirmation/schedule-confirmation.actors';
import { scheduleConfirmationMachine } from '../machines/schedule-confirmation/schedule-confirmation.machine';
import { fromRequest } from '../machines/shared/from-request';
import type { MachineLogic } from '../machines/shared/machine-binding';
import { openInNewTab } from '../platform/navigation';
import { qaInspect } from '../qa/inspect-bridge';
import { cookies, pageNavigation } from './browser-services';
import { earlyRequest } from './early-request';

/** The app-wide learning machines with the real API and platform (the app root runs them). */
export function createLearningLogic() {
  return {
    scheduleConfirmation: scheduleConfirmationMachine.provide({
      actors: createScheduleConfirmationActors({ saveSchedules, registerConsult }),
      actions: {
        setPopupCookie: (_, { popup }) => cookies.setSchedulePopup(popup),
        reloadClassHome: (_, { url }) => pageNavigation.redirect(url),
        logError: (_, { message, error }) => console.warn(`[schedule-confirmation] ${message}`, error),
      },
    }),
    classPopup: classPopupMachine.provide({
      actions: { removePopupCookie: () => cookies.removeSchedulePopup() },
    }),
  };
}

/**
 * Issue 17: the app root's `earlyClassSessions` sends the class-sessions request of the first
 * page as the app starts and drops it when the app leaves that page; the page's loader takes that
 * answer for its first load (the session machine starts logged in from the same stored session, and
 * the page asks for the same profile).
 */
const classSessionsRequest = earlyRequest(getClassSessions);

/** The app root's `earlyClassSessions` with the real request (src/machines/early-class-sessions). */
export function createEarlyClassSessionsLogic() {
  return earlyClassSessionsMachine.provide({
    actors: {
      request: fromRequest<unknown, { profileId: number | undefined }>(({ input }) =>
        classSessionsRequest.start(input.profileId),
      ),
    },
    actions: { forget: () => classSessionsRequest.forget() },
  });
}

const classSessions: MachineLogic<typeof classSessionsMachine> = {
  implementations: { actors: { load: createLoader(classSessionsRequest.send) } },
  inspect: qaInspect,
};
const classSchedules: MachineLogic<typeof classSchedulesMachine> = {
  implementations: { actors: { load: createLoader(getClassSchedules) } },
  inspect: qaInspect,
};
const userCourses: MachineLogic<typeof userCoursesMachine> = {
  implementations: { actors: { load: createLoader(getUserCourses) } },
  inspect: qaInspect,
};
const lesson: MachineLogic<LessonMachine> = {
  implementations: {
    actors: { load: createLoader(joinLesson) },
    actions: { openClassroom: (_, { url }) => openInNewTab(url) },
  },
  inspect: qaInspect,
};
const activation: MachineLogic<ActivationMachine> = {
  implementations: { actors: createActivationActors({ activateCode, activateCodeNoToken }) },
  inspect: qaInspect,
};

/** Real implementations of the learning pages' own actors, by binding key. */
export const learningPageLogic = { classSessions, classSchedules, userCourses, lesson, activation };
