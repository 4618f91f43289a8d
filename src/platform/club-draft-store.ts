/**
 * The club composer's draft in localStorage (issue 11: a reload loses nothing), one per profile so
 * that siblings sharing a computer do not see each other's drafts. Reading never throws: a missing,
 * corrupt or wrongly shaped draft reads as null.
 */
import { browserLocalStorage } from './browser-globals';

export interface StoredClubDraft {
  content: string;
  images: Array<{ imageId: number; previewUrl: string; name: string }>;
}

const KEY_PREFIX = 'uniclass_club_draft';

function isDraft(value: unknown): value is StoredClubDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.content === 'string' &&
    Array.isArray(draft.images) &&
    draft.images.every(
      (i) =>
        typeof i === 'object' &&
        i !== null &&
        Number.isInteger((i as Record<string, unknown>).imageId) &&
        typeof (i as Record<string, unknown>).previewUrl === 'string' &&
        typeof (i as Record<string, unknown>).name === 'string',
    )
  );
}

export interface ClubDraftStore {
  read(profileId: number | null): StoredClubDraft | null;
  save(profileId: number | null, draft: StoredClubDraft): void;
  clear(profileId: number | null): void;
}

export function createClubDraftStore(storage: Storage | null = browserLocalStorage()): ClubDraftStore {
  const keyOf = (profileId: number | null) => `${KEY_PREFIX}_${profileId ?? 'none'}`;
  return {
    read(profileId) {
      try {
        const raw = storage?.getItem(keyOf(profileId));
        if (!raw) return null;
        const value: unknown = JSON.parse(raw);
        return isDraft(value) ? value : null;
      } catch {
        return null;
      }
    },
    save(profileId, draft) {
      try {
        // An empty composer leaves nothing behind.
        if (draft.content.trim() === '' && draft.images.length === 0) storage?.removeItem(keyOf(profileId));
        else storage?.setItem(keyOf(profileId), JSON.stringify(draft));
      } catch {
        // Quota or blocked storage: the draft simply is not kept.
      }
    },
    clear(profileId) {
      try {
        storage?.removeItem(keyOf(profileId));
      } catch {
        // Nothing to remove.
      }
    },
  };
}
