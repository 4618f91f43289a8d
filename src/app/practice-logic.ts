/**
 * AI Practice and AI Speak (issue 14): the real implementations of their page-local machines, by
 * binding key. Each page creates its own actor from these; the machines ship with their lazy pages.
 */
import {
  answerPracticeItem,
  finishPracticeSession,
  getDailyGoal,
  getPracticeUnits,
  practiceAudioUrl,
  repairStreak,
  startPracticeSession,
} from '../api/main/practice';
import { getSpeakTopics, scoreSpeech } from '../api/main/speak';
import { createPracticeSessionActors } from '../machines/practice-session/practice-session.actors';
import type { practiceSessionMachine } from '../machines/practice-session/practice-session.machine';
import type { MachineLogic } from '../machines/shared/machine-binding';
import { createSpeakingAttemptActors } from '../machines/speaking-attempt/speaking-attempt.actors';
import type { speakingAttemptMachine } from '../machines/speaking-attempt/speaking-attempt.machine';
import { playAudioFile } from '../platform/audio-playback';
import { createBrowserPracticeQueueStore } from '../platform/practice-queue';
import { createRecordingPlayer } from '../platform/recording-player';
import { createSpeechRecorder } from '../platform/speech-recorder';
import { qaInspect } from '../qa/inspect-bridge';
import { speakAloud } from '../views/pages/ai-practice/speak-aloud';
import type { AppRootActor } from './app-root-actor';
import { refreshSessionUser } from './session-refresh';

const practiceQueue = createBrowserPracticeQueueStore();

const practiceLogicOf = (root: AppRootActor): MachineLogic<typeof practiceSessionMachine> => ({
  implementations: {
    actors: createPracticeSessionActors(
      {
        getPracticeUnits,
        getDailyGoal,
        repairStreak,
        startPracticeSession,
        answerPracticeItem,
        finishPracticeSession,
      },
      practiceQueue,
    ),
    actions: {
      saveQueue: (_: unknown, params: { sessionId: number; queue: { itemId: number; answer: string }[] }) =>
        practiceQueue.save(params.sessionId, params.queue),
      playItemAudio: (_: unknown, params: { itemId: number }) =>
        playAudioFile(practiceAudioUrl(params.itemId)),
      // '+1 💎' reaches the header at once, not at the next page load (issue 31).
      announceWalletChanged: () => refreshSessionUser(root, 'practice'),
    },
  },
  inspect: qaInspect,
});

const recorder = createSpeechRecorder();
const player = createRecordingPlayer();
type SpeakingSelf = { self: { send: (event: { type: 'playback.ended' }) => void } };

const speakingLogic: MachineLogic<typeof speakingAttemptMachine> = {
  implementations: {
    actors: createSpeakingAttemptActors({ getSpeakTopics, scoreSpeech }, recorder),
    actions: {
      startRecorder: ({
        self,
      }: {
        self: { send: (event: { type: 'level.sampled'; level: number; elapsedMs: number }) => void };
      }) => recorder.start((level, elapsedMs) => self.send({ type: 'level.sampled', level, elapsedMs })),
      releaseMicrophone: () => recorder.release(),
      playRecording: ({ self }: SpeakingSelf, params: { wav: Blob; startMs?: number; endMs?: number }) =>
        player.play(params.wav, params, () => self.send({ type: 'playback.ended' })),
      stopPlayback: () => player.stop(),
      sayModel: (_: unknown, params: { text: string }) => {
        speakAloud(params.text);
      },
    },
  },
  inspect: qaInspect,
};

export const createPracticePageLogic = (root: AppRootActor) => ({
  'practice-session': practiceLogicOf(root),
  'speaking-attempt': speakingLogic,
});
