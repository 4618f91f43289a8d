/** React binding of the app-wide schedule-confirmation actor (created once at the composition root). */
import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { Actor, SnapshotFrom } from 'xstate';
import { SCHEDULE_ACTION } from '../../domain/constants';
import type { ScheduleConfirmationMachine } from './schedule-confirmation.machine';
import type { RegisterConsultRequest, ScheduleChoice } from './schedule-confirmation.types';

export type ScheduleConfirmationActorRef = Actor<ScheduleConfirmationMachine>;
export type ScheduleConfirmationSnapshot = SnapshotFrom<ScheduleConfirmationMachine>;

const ScheduleConfirmationContext = createContext<ScheduleConfirmationActorRef | null>(null);

export function ScheduleConfirmationProvider({
  actor,
  children,
}: {
  actor: ScheduleConfirmationActorRef;
  children: ReactNode;
}) {
  return (
    <ScheduleConfirmationContext.Provider value={actor}>{children}</ScheduleConfirmationContext.Provider>
  );
}

function useScheduleConfirmationActor(): ScheduleConfirmationActorRef {
  const actor = useContext(ScheduleConfirmationContext);
  if (!actor) throw new Error('useScheduleConfirmation* needs a <ScheduleConfirmationProvider> above it');
  return actor;
}

export function useScheduleConfirmationSelector<T>(
  selector: (snapshot: ScheduleConfirmationSnapshot) => T,
): T {
  return useSelector(useScheduleConfirmationActor(), selector);
}

/** Named commands: register a slot (1), ask for a schedule change (2) or a level change (3). */
export function useScheduleConfirmationEvents() {
  const actor = useScheduleConfirmationActor();
  return useMemo(
    () => ({
      register: (choice: ScheduleChoice) =>
        actor.send({ type: 'schedule.confirmed', action: SCHEDULE_ACTION.NEW_REGISTRATION, choice }),
      requestChange: (action: 2 | 3, choice: ScheduleChoice, consult: RegisterConsultRequest) =>
        actor.send({ type: 'schedule.confirmed', action, choice, consult }),
      dismissNotification: () => actor.send({ type: 'notification.dismissed' }),
    }),
    [actor],
  );
}
