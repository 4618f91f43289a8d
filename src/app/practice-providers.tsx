/**
 * AI Practice and AI Speak (issue 14): the real implementations of their page-local machines. Each
 * page creates its own actor from these (bindMachine's Logic).
 */
import type { ReactNode } from 'react';
import {
  answerPracticeItem,
  finishPracticeSession,
  getPracticeUnits,
  startPracticeSession,
} from '../api/main/practice';
import { getSpeakTopics, saveSpeakAttempt, scoreSpeech } from '../api/main/speak';
import { createPracticeSessionActors } from '../machines/practice-session/practice-session.actors';
import { practiceSessionBinding } from '../machines/practice-session/practice-session.binding';
import { createSpeakingAttemptActors } from '../machines/speaking-attempt/speaking-attempt.actors';
import { speakingAttemptBinding } from '../machines/speaking-attempt/speaking-attempt.binding';
import { createBrowserPracticeQueueStore } from '../platform/practice-queue';
import { createSpeechRecorder } from '../platform/speech-recorder';
import { qaInspect } from '../qa/inspect-bridge';

const practiceQueue = createBrowserPracticeQueueStore();

const practiceLogic = {
  implementations: {
    actors: createPracticeSessionActors(
      { getPracticeUnits, startPracticeSession, answerPracticeItem, finishPracticeSession },
      practiceQueue,
    ),
    actions: {
      saveQueue: (_: unknown, params: { sessionId: number; queue: { itemId: number; answer: string }[] }) =>
        practiceQueue.save(params.sessionId, params.queue),
    },
  },
  inspect: qaInspect,
};

const recorder = createSpeechRecorder();

const speakingLogic = {
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

export function PracticeProviders({ children }: { children: ReactNode }) {
  return (
    <practiceSessionBinding.Logic logic={practiceLogic}>
      <speakingAttemptBinding.Logic logic={speakingLogic}>{children}</speakingAttemptBinding.Logic>
    </practiceSessionBinding.Logic>
  );
}
