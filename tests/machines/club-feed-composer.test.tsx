// @vitest-environment happy-dom
import { act, StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { ClubPost } from '../../src/contracts/club';
import { clubFeedBinding } from '../../src/machines/club-feed/club-feed.binding';
import type { clubFeedMachine } from '../../src/machines/club-feed/club-feed.machine';
import type {
  FeedPage,
  FetchPageInput,
  LikeState,
  SendLikeInput,
} from '../../src/machines/club-feed/club-feed.types';
import { clubPostComposerBinding } from '../../src/machines/club-post-composer/club-post-composer.binding';
import { clubPostComposerMachine } from '../../src/machines/club-post-composer/club-post-composer.machine';
import type {
  ComposerDraft,
  SubmitInput,
  UploadInput,
} from '../../src/machines/club-post-composer/club-post-composer.types';
import { exampleClubPost } from '../../src/machines/shared/example-club-posts';
import type { MachineLogic } from '../../src/machines/shared/machine-binding';
import { FeedComposer } from '../../src/views/pages/club-feeds/feed-composer';
import { reactRootPerTest } from './support/react-root';

const sent: ClubPost = { ...exampleClubPost, id: 700, status: 'PENDING', likeCount: 0 };

/** The feed with its composer as the page mounts them, on answers that come at once. */
const feedLogic: MachineLogic<typeof clubFeedMachine> = {
  implementations: {
    actors: {
      fetchPage: fromPromise<FeedPage, FetchPageInput>(async () => ({
        items: [exampleClubPost],
        cursor: null,
      })),
      sendLike: fromPromise<LikeState, SendLikeInput>(async () => ({ likeCount: 0, likedByMe: false })),
      composer: clubPostComposerMachine.provide({
        actors: {
          loadDraft: fromPromise<ComposerDraft | null, void>(async () => null),
          uploadImage: fromPromise<void, UploadInput>(async () => {}),
          submitPost: fromPromise<ClubPost, SubmitInput>(async () => sent),
        },
        actions: { saveDraft: () => {}, clearDraft: () => {} },
      }),
    },
  },
};

function Posts() {
  const ids = clubFeedBinding.useSelect((s) => s.context.items.map((p) => `${p.id}:${p.status}`).join(' '));
  return <p>{ids}</p>;
}

function SendButton() {
  const send = clubPostComposerBinding.useSend();
  const state = clubPostComposerBinding.useSelect((s) => s.value as string);
  return (
    <button
      type="button"
      onClick={() => {
        send({ type: 'content.changed', content: 'Em vẽ trường em' });
        send({ type: 'post.submitted' });
      }}
    >
      {state}
    </button>
  );
}

const dom = reactRootPerTest();

describe('the club page’s feed and composer (issue 34: no glue in the view)', () => {
  it('a post sent from the composer’s view reaches the feed, also after React restarts the page actor', async () => {
    // StrictMode stops and starts the feed actor once, as a Suspense boundary hiding the page does.
    await act(async () =>
      dom.root.render(
        <StrictMode>
          <clubFeedBinding.Logic logic={feedLogic}>
            <clubFeedBinding.Provider input={{ scope: 'school' }}>
              <FeedComposer>
                <Posts />
                <SendButton />
              </FeedComposer>
            </clubFeedBinding.Provider>
          </clubFeedBinding.Logic>
        </StrictMode>,
      ),
    );
    expect(dom.container.querySelector('p')?.textContent).toBe('101:APPROVED');
    expect(dom.container.querySelector('button')?.textContent).toBe('editing');

    await act(async () => dom.container.querySelector('button')?.click());
    expect(dom.container.querySelector('p')?.textContent).toBe('700:PENDING 101:APPROVED');
    expect(dom.container.querySelector('button')?.textContent).toBe('submitted');
  });
});
