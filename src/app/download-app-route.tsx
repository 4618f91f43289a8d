import { currentMobileOs } from '../platform/media';
import { DownloadAppPage } from '../views/pages/download-app/download-app-page';
import { APP_STORES } from './app-store';

/** /download-app-suggestion with the store addresses of this build's configuration. */
export function Component() {
  const os = currentMobileOs();
  return <DownloadAppPage stores={APP_STORES} preferred={os === 'other' ? null : os} />;
}
