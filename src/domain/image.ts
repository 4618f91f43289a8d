/**
 * Image URLs (SPEC §9: relative image paths get a static image host prefix).
 *
 * The domain never reads import.meta.env (the server imports it too), so the host is configured
 * from outside: the SPA's composition root calls setImageHost(import.meta.env.VITE_IMAGE_HOST), and
 * any caller may pass a host to imageUrl directly. Until then DEFAULT_IMAGE_HOST is used.
 */
import { DEFAULT_IMAGE_HOST } from './constants';

let configuredHost = DEFAULT_IMAGE_HOST;

// Already absolute: http(s)://, protocol-relative //host (not ///path), inline data: and object blob: URLs.
const ABSOLUTE_URL = /^(?:https?:\/\/|\/\/(?!\/)|data:|blob:)/i;

const withoutTrailingSlashes = (host: string): string => host.trim().replace(/\/+$/, '');

/** Sets the host that imageUrl prefixes; null or undefined restores DEFAULT_IMAGE_HOST, '' means the site root. */
export function setImageHost(host: string | null | undefined): void {
  configuredHost = host === null || host === undefined ? DEFAULT_IMAGE_HOST : withoutTrailingSlashes(host);
}

/** The host imageUrl currently prefixes, without a trailing slash. */
export function getImageHost(): string {
  return configuredHost;
}

/** Prefixes a relative image path with the image host (one slash between); absolute URLs and '' pass through. */
export function imageUrl(path: string | null | undefined, host: string = configuredHost): string {
  const trimmed = (path ?? '').trim();
  if (trimmed === '' || ABSOLUTE_URL.test(trimmed)) return trimmed;
  const base = withoutTrailingSlashes(host);
  // Idempotent: a path that already carries the host is not prefixed twice.
  if (base !== '' && (trimmed === base || trimmed.startsWith(`${base}/`))) return trimmed;
  return `${base}/${trimmed.replace(/^\/+/, '')}`;
}
