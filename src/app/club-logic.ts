/**
 * The club's page machines (issue 11) with their real implementations, by binding key: the feed
 * with the composer it runs (its draft in localStorage, per profile), the post detail, the
 * moderation console and the in-app weekly view. Machines are named by type only, so they ship with
 * their lazy pages; the composer is the exception, as the feed's child it is provided here.
 */
import {
  addClubComment,
  createClubPost,
  decideModerationItem,
  getClubComments,
  getClubFeed,
  getClubPost,
  getClubWeekly,
  getModerationQueue,
  postClubWeekly,
  setClubLike,
  updateClubPost,
  uploadClubImage,
} from '../api/main/club';
import { createClubFeedActors } from '../machines/club-feed/club-feed.actors';
import type { clubFeedMachine } from '../machines/club-feed/club-feed.machine';
import { createClubModerationActors } from '../machines/club-moderation/club-moderation.actors';
import type { clubModerationMachine } from '../machines/club-moderation/club-moderation.machine';
import { createClubPostComposerActors } from '../machines/club-post-composer/club-post-composer.actors';
import { clubPostComposerMachine } from '../machines/club-post-composer/club-post-composer.machine';
import type { ComposerDraft } from '../machines/club-post-composer/club-post-composer.types';
import { createClubPostDetailActors } from '../machines/club-post-detail/club-post-detail.actors';
import type { ClubPostDetailMachine } from '../machines/club-post-detail/club-post-detail.machine';
import { createClubWeeklyActors } from '../machines/club-weekly/club-weekly.actors';
import type { ClubWeeklyMachine } from '../machines/club-weekly/club-weekly.machine';
import type { MachineLogic } from '../machines/shared/machine-binding';
import { createClubDraftStore } from '../platform/club-draft-store';
import { qaInspect } from '../qa/inspect-bridge';
import { storage } from './browser-services';

const drafts = createClubDraftStore();
/** The draft belongs to the profile that wrote it (siblings share a computer). */
const currentProfileId = () => storage.get('profile')?.id ?? null;

const composer = clubPostComposerMachine.provide({
  actors: createClubPostComposerActors({
    uploadClubImage,
    createClubPost,
    updateClubPost,
    readDraft: () => drafts.read(currentProfileId()),
  }),
  actions: {
    saveDraft: (_: unknown, draft: ComposerDraft) => drafts.save(currentProfileId(), draft),
    clearDraft: () => drafts.clear(currentProfileId()),
  },
});

const clubFeed: MachineLogic<typeof clubFeedMachine> = {
  implementations: { actors: { ...createClubFeedActors({ getClubFeed, setClubLike }), composer } },
  inspect: qaInspect,
};

const clubPostDetail: MachineLogic<ClubPostDetailMachine> = {
  implementations: {
    actors: createClubPostDetailActors({ getClubPost, getClubComments, setClubLike, addClubComment }),
  },
  inspect: qaInspect,
};

const clubModeration: MachineLogic<typeof clubModerationMachine> = {
  implementations: { actors: createClubModerationActors({ getModerationQueue, decideModerationItem }) },
  inspect: qaInspect,
};

const clubWeekly: MachineLogic<ClubWeeklyMachine> = {
  implementations: { actors: createClubWeeklyActors({ getClubWeekly, postClubWeekly }) },
  inspect: qaInspect,
};

/** Real implementations of the club pages' own actors, by binding key (machine id). */
export const clubPageLogic = { clubFeed, clubPostDetail, clubModeration, clubWeekly };
