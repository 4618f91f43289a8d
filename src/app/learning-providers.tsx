/**
 * The learning-plan machines with their real actors (issue 5): the schedule confirmation and the
 * congratulation popup are app-wide actors created once; the page loaders and the activation form
 * get their real implementations here and create one actor per page.
 */
import type { ReactNode } from 'react';
import { createActor } from 'xstate';
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
import { ActivationProvider } from '../machines/activation/activation.context';
import { ClassPopupProvider } from '../machines/class-popup/class-popup.context';
import { classPopupMachine } from '../machines/class-popup/class-popup.machine';
import { createLoader, type LearningLoaders } from '../machines/learning-data/learning-data.actors';
import { LearningDataProvider } from '../machines/learning-data/learning-data.context';
import { createScheduleConfirmationActors } from '../machines/schedule-confirmation/schedule-confirmation.actors';
import { ScheduleConfirmationProvider } from '../machines/schedule-confirmation/schedule-confirmation.context';
import { scheduleConfirmationMachine } from '../machines/schedule-confirmation/schedule-confirmation.machine';
import { qaInspect } from '../qa/inspect-bridge';
import { cookies, pageNavigation } from './browser-services';

function createLearningActors() {
  const scheduleConfirmation = createActor(
    scheduleConfirmationMachine.provide({
      actors: createScheduleConfirmationActors({ saveSchedules, registerConsult }),
      actions: {
        setPopupCookie: (_, { popup }) => cookies.setSchedulePopup(popup),
        reloadClassHome: (_, { url }) => pageNavigation.redirect(url),
        logError: (_, { message, error }) => console.warn(`[schedule-confirmation] ${message}`, error),
      },
    }),
    { inspect: qaInspect },
  ).start();
  const classPopup = createActor(
    classPopupMachine.provide({ actions: { removePopupCookie: () => cookies.removeSchedulePopup() } }),
    { input: { popup: cookies.getSchedulePopup() }, inspect: qaInspect },
  ).start();
  const loaders = {
    classSessions: createLoader((profileId: number | undefined, options) =>
      getClassSessions(profileId, options),
    ),
    classSchedules: createLoader((profileId: number | undefined, options) =>
      getClassSchedules(profileId, options),
    ),
    userCourses: createLoader((profileId: number | undefined, options) => getUserCourses(profileId, options)),
    lesson: createLoader((sessionId: number, options) => joinLesson(sessionId, options)),
  } as unknown as LearningLoaders;
  const activation = { actors: createActivationActors({ activateCode, activateCodeNoToken }) };
  return { scheduleConfirmation, classPopup, loaders, activation };
}

let actors: ReturnType<typeof createLearningActors> | null = null;

/** Created on first render of the app (once per page load), never per component. */
function learningActors() {
  actors ??= createLearningActors();
  return actors;
}

export function LearningProviders({ children }: { children: ReactNode }) {
  const { scheduleConfirmation, classPopup, loaders, activation } = learningActors();
  return (
    <ScheduleConfirmationProvider actor={scheduleConfirmation}>
      <ClassPopupProvider actor={classPopup}>
        <LearningDataProvider services={{ loaders, inspect: qaInspect }}>
          <ActivationProvider services={{ implementations: activation, inspect: qaInspect }}>
            {children}
          </ActivationProvider>
        </LearningDataProvider>
      </ClassPopupProvider>
    </ScheduleConfirmationProvider>
  );
}
