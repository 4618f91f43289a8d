import { configureApi } from '../api/config';
import { setImageHost } from '../domain/image';
import { sessionStore } from './browser-services';

/**
 * Points the API layer at the page's session (read at every request, so login, switch and logout
 * take effect without reconfiguring) and the image helper at VITE_IMAGE_HOST.
 */
export function configureApiForBrowser(): void {
  configureApi({ credentials: sessionStore.credentials() });
  setImageHost(import.meta.env.VITE_IMAGE_HOST);
}
