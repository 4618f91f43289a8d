/** React binding of the app-wide congratulation-popup actor (created once at the composition root). */
import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import type { Actor } from 'xstate';
import type { ClassPopupMachine } from './class-popup.machine';

export type ClassPopupActorRef = Actor<ClassPopupMachine>;

const ClassPopupContext = createContext<ClassPopupActorRef | null>(null);

export function ClassPopupProvider({ actor, children }: { actor: ClassPopupActorRef; children: ReactNode }) {
  return <ClassPopupContext.Provider value={actor}>{children}</ClassPopupContext.Provider>;
}

/** The popup to show now (null when hidden) and its two commands. */
export function useClassPopup() {
  const actor = useContext(ClassPopupContext);
  if (!actor) throw new Error('useClassPopup needs a <ClassPopupProvider> above it');
  const popup = useSelector(actor, (s) => (s.matches('shown') ? s.context.popup : null));
  const commands = useMemo(
    () => ({
      close: () => actor.send({ type: 'popup.closed' }),
      join: () => actor.send({ type: 'popup.joinRequested' }),
    }),
    [actor],
  );
  return { popup, ...commands };
}
