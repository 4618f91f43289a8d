// The server bundle `npm start` runs (issue 17 item 6): esbuild compiles server/main.ts and every
// source it imports (server/, src/domain, src/contracts) once into dist-server/main.mjs, instead of tsx
// transpiling the whole graph at every start. npm packages stay external (node_modules is resolved at
// run time as before), so native and WASM packages (argon2, PGlite, sharp, soundswallower) load
// untouched. `npm run dev` keeps tsx watch.
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_OUT_DIR = path.join(ROOT, 'dist-server');
const ENTRY = path.join(ROOT, 'server', 'main.ts');
/** Inputs outside the import graph that change what the bundle should be. */
const EXTRA_INPUTS = ['package.json', 'package-lock.json', 'tsconfig.json', 'scripts/build-server.mjs'];

const bundleOf = (outDir) => path.join(outDir, 'main.mjs');
const inputsOf = (outDir) => path.join(outDir, 'inputs.json');

/**
 * Sources read `import.meta.dirname` / `import.meta.url` to find files beside them (migrations,
 * assets, the recognizer worker). In one bundle those would point at dist-server/, so each is
 * rewritten to its source file's location, relative to the bundle (the checkout may move).
 */
function sourceLocationPlugin(outDir) {
  return {
    name: 'source-location',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) => {
        const text = readFileSync(args.path, 'utf8');
        if (!text.includes('import.meta.')) return undefined;
        const fromBundle = (target) =>
          JSON.stringify(path.relative(outDir, target).split(path.sep).join('/'));
        const contents = text
          .replaceAll('import.meta.dirname', `__sourcePath(${fromBundle(path.dirname(args.path))})`)
          .replaceAll('import.meta.url', `__sourceUrl(${fromBundle(args.path)})`);
        return { contents, loader: 'ts' };
      });
    },
  };
}

const BANNER = [
  "import { join as __join } from 'node:path';",
  "import { fileURLToPath as __toPath, pathToFileURL as __toUrl } from 'node:url';",
  'const __bundleDir = __toPath(new URL(".", import.meta.url));',
  'const __sourcePath = (relative) => __join(__bundleDir, relative);',
  'const __sourceUrl = (relative) => __toUrl(__join(__bundleDir, relative)).href;',
].join('\n');

/** Builds the bundle and records its inputs (for serverStaleReason). */
export async function buildServer({ outDir = SERVER_OUT_DIR } = {}) {
  const esbuild = await import('esbuild');
  rmSync(outDir, { recursive: true, force: true });
  const result = await esbuild.build({
    entryPoints: [ENTRY],
    outfile: bundleOf(outDir),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    banner: { js: BANNER },
    plugins: [sourceLocationPlugin(outDir)],
  });
  const inputs = Object.keys(result.metafile.inputs).map((input) => path.resolve(ROOT, input));
  writeFileSync(
    inputsOf(outDir),
    JSON.stringify([...inputs, ...EXTRA_INPUTS.map((f) => path.join(ROOT, f))]),
  );
  return bundleOf(outDir);
}

/**
 * Why the bundle must be rebuilt, in Vietnamese for the console, or null when it is current: it is
 * missing, or one of the files it was built from (the exact import graph esbuild reported, plus the
 * package files) is newer than it or gone. A new source file only matters once an input imports it,
 * and that input is then newer.
 */
export function serverStaleReason({ outDir = SERVER_OUT_DIR } = {}) {
  const bundle = bundleOf(outDir);
  if (!existsSync(bundle) || !existsSync(inputsOf(outDir))) return 'chưa có dist-server/';
  const builtAt = statSync(bundle).mtimeMs;
  for (const input of JSON.parse(readFileSync(inputsOf(outDir), 'utf8'))) {
    const relative = path.relative(ROOT, input);
    if (!existsSync(input)) return `${relative} không còn`;
    if (statSync(input).mtimeMs > builtAt) return `${relative} mới hơn bản build`;
  }
  return null;
}

/** The bundle's path, built first when stale (or when forced). */
export async function ensureServerBuild({ force = false, outDir = SERVER_OUT_DIR } = {}) {
  const reason = force ? 'yêu cầu build mới' : serverStaleReason({ outDir });
  if (reason === null) {
    console.log('[start] dist-server/ đã mới nhất, bỏ qua bước build máy chủ.');
    return bundleOf(outDir);
  }
  console.log(`[start] Build máy chủ (${reason})…`);
  return buildServer({ outDir });
}
