import { STORAGE_KEYS } from '../domain/constants';
import { subscribeStorageKey } from '../platform/cross-tab';
import { type AppRootActor, childOf } from './app-root-actor';
import { storage } from './browser-services';

/**
 * Another tab stored a fresh user (after a redeem, a used frame, an edited profile): this tab's
 * session takes it too, so its header counts and avatar frame change without a reload. Storing the
 * same value again fires no storage event, so tabs do not echo each other.
 */
export function followUserFromOtherTabs(root: AppRootActor): () => void {
  const session = childOf(root, 'session');
  return subscribeStorageKey(STORAGE_KEYS.user, ({ newValue }) => {
    if (newValue === null) return;
    const user = storage.get('user');
    if (user) session.send({ type: 'session.userUpdated', user });
  });
}
