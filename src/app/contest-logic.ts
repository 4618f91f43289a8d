/**
 * Contest (issue 13): real implementations of the contest pages' machines, by binding key
 * (`MachineLogicProvider`). The machines themselves are only named by type here, so they ship with
 * their lazy pages.
 */
import {
  autoLoginContest,
  exportRanking,
  getContestMe,
  getContestRounds,
  getContestTeam,
  getMyRanking,
  getRanking,
  loginContest,
  registerContest,
  saveAttemptAnswer,
  searchContestSchools,
  sendContestOtp,
  startAttempt,
  submitAttempt,
  verifyContestOtp,
} from '../api/contest/contest';
import { createContestAuthActors } from '../machines/contest-auth/contest-auth.actors';
import type { contestAuthMachine } from '../machines/contest-auth/contest-auth.machine';
import { createContestRankingsActors } from '../machines/contest-rankings/contest-rankings.actors';
import type { ContestRankingsMachine } from '../machines/contest-rankings/contest-rankings.machine';
import { createExamRoomActors } from '../machines/exam-room/exam-room.actors';
import type { examRoomMachine } from '../machines/exam-room/exam-room.machine';
import type { MachineLogic } from '../machines/shared/machine-binding';
import { qaInspect } from '../qa/inspect-bridge';
import type { AppRootActor } from './app-root-actor';
import { contestStorage, saveDownloadedFile } from './contest-storage';

const contestAuthOf = (root: AppRootActor): MachineLogic<typeof contestAuthMachine> => ({
  implementations: {
    actors: createContestAuthActors({
      getContestMe,
      loginContest,
      autoLoginContest,
      registerContest,
      verifyContestOtp,
      sendContestOtp,
      getContestRounds,
      getContestTeam,
      getMyRanking,
      searchContestSchools,
    }),
    actions: {
      storeToken: (_, { token }) => contestStorage.storeContestToken(token),
      clearToken: () => contestStorage.clearContestToken(),
      // The shell's header shows who is signed in to the contest (issue 31: it showed 'Vào học').
      announceContestProfile: (_, { profile }) =>
        root.send({ type: 'contest.profileChanged', name: profile?.name ?? null }),
    },
  },
  inspect: qaInspect,
});

const examRoom: MachineLogic<typeof examRoomMachine> = {
  implementations: {
    actors: createExamRoomActors({ startAttempt, saveAttemptAnswer, submitAttempt }),
    actions: {
      persistDraft: (_, { roundId, draft }) => contestStorage.writeDraft(roundId, draft),
      clearDraft: (_, { roundId }) => contestStorage.clearDraft(roundId),
    },
  },
  inspect: qaInspect,
};

const contestRankings: MachineLogic<ContestRankingsMachine> = {
  implementations: {
    actors: createContestRankingsActors({ getRanking, getMyRanking, exportRanking }),
    actions: { saveFile: (_, { file }) => saveDownloadedFile(file) },
  },
  inspect: qaInspect,
};

/** Real implementations of the contest pages' actors, by binding key (the machine ids). */
export function createContestPageLogic(root: AppRootActor) {
  return { contestAuth: contestAuthOf(root), examRoom, contestRankings };
}
