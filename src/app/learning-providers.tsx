/**
 * The learning-plan machines with their real actors (issue 5): the schedule confirmation and the
 * congratulation popup run in the app root (`learningLogic`); the page loaders and the activation
 * form get their real implementations here and create one actor per page.
 */
import type { ReactNode } from 'react';
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
import { activationBinding } from '../machines/activation/activation.binding';
import { classPopupMachine } from '../machines/class-popup/class-popup.machine';
import { createLoader } from '../machines/learning-data/learning-data.actors';
import {
  classSchedulesBinding,
  classSessionsBinding,
  lessonBinding,
  userCoursesBinding,
} from '../machines/learning-data/learning-data.binding';
import { createScheduleConfirmationActors } from '../machines/schedule-confirmation/schedule-confirmation.actors';
import { scheduleConfirmationMachine } from '../machines/schedule-confirmation/schedule-confirmation.machine';
import { qaInspect } from '../qa/inspect-bridge';
import { cookies, pageNavigation } from './browser-services';

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

const loader = <M,>(actors: M) => ({ implementations: { actors }, inspect: qaInspect });

const pageLogic = {
  classSessions: loader({ load: createLoader(getClassSessions) }),
  classSchedules: loader({ load: createLoader(getClassSchedules) }),
  userCourses: loader({ load: createLoader(getUserCourses) }),
  lesson: loader({ load: createLoader(joinLesson) }),
  activation: loader(createActivationActors({ activateCode, activateCodeNoToken })),
};

/** Real implementations of the learning pages' own actors. */
export function LearningProviders({ children }: { children: ReactNode }) {
  return (
    <classSessionsBinding.Logic logic={pageLogic.classSessions}>
      <classSchedulesBinding.Logic logic={pageLogic.classSchedules}>
        <userCoursesBinding.Logic logic={pageLogic.userCourses}>
          <lessonBinding.Logic logic={pageLogic.lesson}>
            <activationBinding.Logic logic={pageLogic.activation}>{children}</activationBinding.Logic>
          </lessonBinding.Logic>
        </userCoursesBinding.Logic>
      </classSchedulesBinding.Logic>
    </classSessionsBinding.Logic>
  );
}
