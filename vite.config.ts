import { writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { firstLoadChunk } from './scripts/vite-first-load-chunk';
import { inlineNarrowScreenRedirect } from './scripts/vite-inline-redirect';
import { leanLibraries } from './scripts/vite-lean-libraries';
import { markdownPages } from './scripts/vite-markdown';
import { precompressAssets } from './scripts/vite-precompress';
import { routePreload } from './scripts/vite-route-preload';

/**
 * Defaults of the SPA's import.meta.env (ARCHITECTURE: one origin serves every backend).
 * Vite copies VITE_* keys of process.env into import.meta.env, so a default set here is
 * overridden by a real environment variable or an .env file.
 */
const SPA_ENV_DEFAULTS: Record<string, string> = {
  VITE_MAIN_API_URL: '/main',
  VITE_LMS_API_URL: '/lms',
  VITE_CONTEST_API_URL: '/contest',
  VITE_SERVICE3_URL: '/service3',
  VITE_IMAGE_HOST: '/static-images',
  VITE_MARKETING_URL: '/site/',
  // The server's QA_TOOLS switch also decides whether the QA inspector ships in the bundle.
  VITE_QA_TOOLS: process.env.QA_TOOLS ?? '1',
};
for (const [key, value] of Object.entries(SPA_ENV_DEFAULTS)) {
  process.env[key] ??= value;
}

/**
 * Records the VITE_* values baked into this build in dist/.build-env.json, so scripts/start.mjs can tell
 * a build made for other settings from a current one, whoever ran `vite build`.
 */
function buildEnvStamp(): Plugin {
  let outDir = 'dist';
  return {
    name: 'uniclass:build-env-stamp',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const baked = Object.entries(process.env)
        .filter(([key]) => key.startsWith('VITE_'))
        .sort(([a], [b]) => a.localeCompare(b));
      writeFileSync(path.join(outDir, '.build-env.json'), JSON.stringify(Object.fromEntries(baked)));
    },
  };
}

const firstLoad = firstLoadChunk();

const apiPort = Number(process.env.API_PORT ?? 3001);
const apiTarget = `http://127.0.0.1:${apiPort}`;

// A regex rather than plain prefixes: '/main' must not capture SPA paths such as '/mainly-anything'.
const API_PATHS = '^/(main|lms|contest|service3|docs|healthz|site|static-images)(/|\\?|$)';

export default defineConfig({
  plugins: [
    leanLibraries(),
    markdownPages(),
    react({ jsxImportSource: '@emotion/react' }),
    buildEnvStamp(),
    precompressAssets(),
    inlineNarrowScreenRedirect(() => process.env.VITE_MARKETING_URL ?? '/site/'),
    // After the narrow-screen check, which must stay the first script of the page.
    routePreload(),
    firstLoad.plugin,
  ],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // scripts/size.mjs walks the chunk graph of the manifest to measure the first load of '/'.
    manifest: true,
    // Every browser the SPA supports has modulepreload: the polyfill would only weigh on the first load.
    modulePreload: { polyfill: false },
    sourcemap: false,
    // The lazy /qa/machines chunk carries elkjs (~1.5 MB raw); the real budget is scripts/size.mjs.
    chunkSizeWarningLimit: 1_600,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'app', test: firstLoad.isFirstLoadModule }] },
      },
    },
  },
  server: {
    // scripts/dev.mjs passes --port; strict so a busy port fails loudly instead of drifting.
    strictPort: true,
    proxy: {
      [API_PATHS]: { target: apiTarget, changeOrigin: false, ws: true },
    },
  },
  preview: {
    proxy: {
      [API_PATHS]: { target: apiTarget, changeOrigin: false },
    },
  },
});
