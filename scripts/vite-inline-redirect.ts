import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const SOURCE = new URL('../src/app/narrow-screen-redirect.js', import.meta.url);

/**
 * The narrow-screen check as it is inlined: comment lines dropped (every page load carries it), the
 * marketing URL written in as a string literal.
 */
export function narrowScreenRedirectScript(marketingUrl: string): string {
  return readFileSync(SOURCE, 'utf8')
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('//'))
    .join('\n')
    .replace("'__MARKETING_URL__'", JSON.stringify(marketingUrl))
    .trim();
}

const VIEWPORT_META = /<meta name="viewport"[^>]*>/;

/**
 * Puts the narrow-screen check (src/app/narrow-screen-redirect.js) inline right after index.html's
 * viewport meta, before every module script and modulepreload the build adds. Not earlier: until the
 * viewport meta is parsed a phone lays out 980 px wide, and the width query would say "wide". The
 * server's CSP allows exactly this script by its hash (server/plugins/inline-script-hashes.ts).
 */
export function inlineNarrowScreenRedirect(marketingUrl: () => string): Plugin {
  return {
    name: 'uniclass:inline-narrow-screen-redirect',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!VIEWPORT_META.test(html)) throw new Error('index.html needs <meta name="viewport">');
        const script = `<script>${narrowScreenRedirectScript(marketingUrl())}</script>`;
        return html.replace(VIEWPORT_META, (meta) => `${meta}\n    ${script}`);
      },
    },
  };
}
