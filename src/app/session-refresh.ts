/**
 * After a page's machine changed the wallet on the server (a redeem, a used frame, a finished practice
 * session), the session's basic info is read again and handed to the session machine, so the header's
 * trophies, diamonds and frame change at once; other tabs follow through the stored user (the app
 * root's `crossTabUserChanges`). Best effort: a failed read leaves the header as it was.
 */
import { getBasicInfo } from '../api/main/user-session';
import { dataOf } from '../machines/shared/api-result';
import { type AppRootActor, childOf } from './app-root-actor';

export function refreshSessionUser(root: AppRootActor, who: string): void {
  getBasicInfo()
    .then((envelope) => {
      const { user } = dataOf(envelope);
      childOf(root, 'session').send({ type: 'session.userUpdated', user });
    })
    .catch((error: unknown) => console.warn(`[${who}] basic-info refresh failed`, error));
}
