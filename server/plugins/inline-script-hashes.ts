import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** `<script>` elements without a src attribute, and their text. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * CSP sources (`'sha256-…'`) for the inline scripts of the built index.html — today the narrow-screen
 * redirect that runs before the app (scripts/vite-inline-redirect.ts). Read once at boot: a rebuilt
 * dist/ needs a restart anyway. No build, no hashes: only 'self' scripts run.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const indexHtml = path.join(distDir, 'index.html');
  if (!existsSync(indexHtml)) return [];
  const html = readFileSync(indexHtml, 'utf8');
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '', 'utf8')
        .digest('base64')}'`,
  );
}
