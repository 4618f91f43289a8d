/**
 * AI Practice and AI Speak (issue 14): the real implementations of their page-local machines, by
 * binding key. Each page creates its own actor from these; the machines ship with their lazy pages.
 */
import {
  answerPracticeItem,
  finishPracticeSession,
  getPracticeUnits,
  startPracticeSession,
} from '../api/main/practice';
import { getSpeakTopics, saveSpeakAttempt, scoreSpeech } from '../api/main/speak';
import { createPracticeSessionActors } from '../machines/practice-session/practice-session.actors';
import type { practiceSessionMachine } from '../machines/practice-session/practice-session.machine';
import type { MachineLogic } from '../machines/shared/machine-binding';
import { createSpeakingAttemptActors } from '../machines/speaking-attempt/speaking-attempt.actors';
import type { speakingAttemptMachine } from '../machines/speaking-attempt/speaking-attempt.machine';
import { createBrowserPracticeQueueStore } from '../platform/practice-queue';
import { createSpeechRecorder } from '../platform/speech-recorder';
import { qaInspect } from '../qa/inspect-bridge';
import type { AppRootActor } from './app-root-actor';
import { refreshSessionUser } from './session-refresh';

const practiceQueue = createBrowserPracticeQueueStore();

const practiceLogicOf = (root: AppRootActor): MachineLogic<typeof practiceSessionMachine> => ({
  implementations: {
    actors: createPracticeSessionActors(
      { getPracticeUnits, startPracticeSession, answerPracticeItem, finishPracticeSession },
      practiceQueue,
    ),
    actions: {
      saveQueue: (_: unknown, params: { sessionId: number; queue: { itemId: number; answer: string }[] }) =>
        practiceQueue.save(params.sessionId, params.queue),
      // '+1 💎' reaches the header at once, not at the next page load (issue 31).
      announceWalletChanged: () => refreshSessionUser(root, 'practice'),
    },
  },
  inspect: qaInspect,
});

const recorder = createSpeechRecorder();

const speakingLogic: MachineLogic<typeof speakingAttemptMachine> = {
  implementations: {
    actors: createSpeakingAttemptActors({ getSpeakTopics, scoreSpeech, saveSpeakAttempt }, recorder),
    actions: {
      startRecorder: ({
        self,
      }: {
        self: { send: (event: { type: 'level.sampled'; level: number; elapsedMs: number }) => void };
      }) => recorder.start((level, elapsedMs) => self.send({ type: 'level.sampled', level, elapsedMs })),
      releaseMicrophone: () => recorder.release(),
    },
  },
  inspect: qaInspect,
};

export const createPracticePageLogic = (root: AppRootActor) => ({
  'practice-session': practiceLogicOf(root),
  'speaking-attempt': speakingLogic,
});
