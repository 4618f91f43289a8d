import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Issue 17: library code that the first load carried without ever running it. Build only: dev and the
 * unit tests keep the libraries as published. Each rewrite checks that it found what it expects, so a
 * library upgrade that changes its shape fails the build instead of silently shipping the bytes again.
 *
 * - react-router publishes its development build under every export condition; its production build
 *   is the same code with the dev warnings switched off (ENABLE_DEV_WARNINGS = false), which the
 *   minifier then drops.
 * - react-router's components made with `React.forwardRef(…)` and given a `displayName` look like side
 *   effects to the bundler, so Link's unused siblings (NavLink, Form and the submit machinery behind
 *   them, HistoryRouter, ScrollRestoration) were kept. forwardRef/createContext are pure, and a
 *   displayName only names a component in React DevTools.
 * - axios's fetch adapter: the browser always takes the XHR adapter first (axios's default order is
 *   xhr, http, fetch, and every supported browser has XMLHttpRequest), so the fetch adapter and its
 *   stream helpers are replaced by one reporting "not supported", as axios does where fetch is missing.
 * - hoist-non-react-statics (with react-is) serves only @emotion/react's `withTheme`, which the app
 *   does not use; as a CommonJS package without a `sideEffects` field it was kept for its bare import.
 * - axios hangs every helper it exports on its default instance, so each one ships whether imported
 *   or not. `CancelToken` (deprecated: the app cancels with AbortSignal) and the `HttpStatusCode` table
 *   are not hung there any more; biome.json forbids importing them.
 */
const NO_FETCH_ADAPTER = '\0uniclass-no-fetch-adapter';
/** Lines of axios/lib/axios.js that attach what the app never uses to the default instance. */
const AXIOS_UNUSED_STATICS = ['axios.CancelToken = CancelToken;', 'axios.HttpStatusCode = HttpStatusCode;'];

export function leanLibraries(): Plugin {
  let root = '';
  const applied = new Set<string>();
  const reactRouterProduction = (file: string) =>
    path.join(root, 'node_modules/react-router/dist/production', file);
  return {
    name: 'uniclass:lean-libraries',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId: {
      // Only these imports reach the hook: the bundler resolves every other one without a JS call.
      filter: { id: /^(react-router|react-router\/dom|\.\/fetch\.js|hoist-non-react-statics)$/ },
      async handler(source, importer, options) {
        if (source === 'react-router' || source === 'react-router/dom') {
          applied.add('react-router production build');
          return reactRouterProduction(source === 'react-router' ? 'index.mjs' : 'dom-export.mjs');
        }
        if (
          source === './fetch.js' &&
          importer?.endsWith(path.join('axios', 'lib', 'adapters', 'adapters.js'))
        ) {
          applied.add('axios fetch adapter');
          return NO_FETCH_ADAPTER;
        }
        if (
          source === 'hoist-non-react-statics' &&
          importer?.includes(`${path.sep}@emotion${path.sep}react${path.sep}`)
        ) {
          const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
          if (!resolved) return null;
          applied.add('hoist-non-react-statics without side effects');
          return { ...resolved, moduleSideEffects: false };
        }
        return null;
      },
    },
    load: {
      filter: { id: new RegExp(`^${NO_FETCH_ADAPTER}$`) },
      // axios asks `getFetch(config)` for a usable fetch; false means "not supported here".
      handler: () => 'export const getFetch = () => false;\nexport default false;\n',
    },
    transform: {
      filter: { id: /[\\/](react-router[\\/]dist[\\/]production[\\/]chunk-|axios[\\/]lib[\\/]axios\.js$)/ },
      handler(code, id) {
        if (id.endsWith('axios.js')) {
          const unused = (line: string) => AXIOS_UNUSED_STATICS.includes(line.trim());
          const lines = code.split('\n');
          if (lines.filter(unused).length !== AXIOS_UNUSED_STATICS.length) return null;
          applied.add('axios without CancelToken and HttpStatusCode');
          // Blank lines instead of removed ones: the existing sourcemap still holds.
          return { code: lines.map((line) => (unused(line) ? '' : line)).join('\n'), map: null };
        }
        const lean = code
          .replace(
            /^var (\w+) = (React\d*)\.(forwardRef|createContext)\(/gm,
            'var $1 = /* @__PURE__ */ $2.$3(',
          )
          .replace(/^\w+\.displayName = "[^"\n]*";$/gm, (line) => `/* ${line.slice(0, -1)} */`);
        if (lean === code) return null;
        applied.add('react-router pure components');
        // Every line stays where it was: the existing sourcemap still holds.
        return { code: lean, map: null };
      },
    },
    buildEnd(error) {
      if (error) return;
      for (const rewrite of [
        'react-router production build',
        'axios fetch adapter',
        'react-router pure components',
        'hoist-non-react-statics without side effects',
        'axios without CancelToken and HttpStatusCode',
      ]) {
        if (!applied.has(rewrite))
          this.error(`vite-lean-libraries: "${rewrite}" found nothing to rewrite (library changed?)`);
      }
    },
  };
}
