import type { ReactNode } from 'react';
import { clubFeedBinding } from '../../../machines/club-feed/club-feed.binding';
import { clubPostComposerBinding } from '../../../machines/club-post-composer/club-post-composer.binding';

/**
 * The composer above the feed is the feed actor's child (the feed puts what it sends on top of the
 * list): this hands that child to the composer's views below.
 */
export function FeedComposer({ children }: { children: ReactNode }) {
  const composer = clubFeedBinding.useSelect((s) => s.children.composer);
  if (!composer) return null;
  return <clubPostComposerBinding.Provider actor={composer}>{children}</clubPostComposerBinding.Provider>;
}
