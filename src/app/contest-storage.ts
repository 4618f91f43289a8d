/**
 * What the contest pages keep on the device besides the contest token (auth_contest): the exam
 * room's unsaved answers per round, so a reload never loses an answer the server has not confirmed.
 */
import type { AnswerMap } from '../machines/exam-room/exam-room.types';
import { sessionStore, storage } from './browser-services';

const draftKey = (roundId: number) => `contest_draft_${roundId}`;

function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: the draft only lives in memory
  }
}

export const contestStorage = {
  contestToken: (): string | null => sessionStore.read().contestToken,
  storeContestToken: (token: string) => sessionStore.setContestToken(token),
  clearContestToken: () => storage.remove('contestAuth'),
  readDraft(roundId: number): AnswerMap {
    try {
      const raw = local()?.getItem(draftKey(roundId));
      const parsed: unknown = raw ? JSON.parse(raw) : {};
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as AnswerMap) : {};
    } catch {
      return {};
    }
  },
  writeDraft(roundId: number, draft: AnswerMap) {
    try {
      if (Object.keys(draft).length === 0) local()?.removeItem(draftKey(roundId));
      else local()?.setItem(draftKey(roundId), JSON.stringify(draft));
    } catch {
      // quota or blocked storage: the answer is still in the machine and being saved
    }
  },
  clearDraft(roundId: number) {
    try {
      local()?.removeItem(draftKey(roundId));
    } catch {
      // nothing to remove
    }
  },
};

/** Saves a downloaded file under its name (the browser's download bar). */
export function saveDownloadedFile(file: { blob: Blob; fileName: string }) {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
