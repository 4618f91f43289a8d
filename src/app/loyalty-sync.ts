import { STORAGE_KEYS } from '../domain/constants';
import { subscribeStorageKey } from '../platform/cross-tab';
import { storage } from './browser-services';
import type { SessionActor } from './session-actor';

/**
 * Another tab stored a fresh user (after a redeem, a used frame, an edited profile): this tab's
 * session takes it too, so its header counts and avatar frame change without a reload. Storing the
 * same value again fires no storage event, so tabs do not echo each other.
 */
export function followUserFromOtherTabs(session: SessionActor): () => void {
  return subscribeStorageKey(STORAGE_KEYS.user, ({ newValue }) => {
    if (newValue === null) return;
    const user = storage.get('user');
    if (user) session.send({ type: 'session.userUpdated', user });
  });
}
