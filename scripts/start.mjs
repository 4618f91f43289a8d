#!/usr/bin/env node
// `npm start`: build the SPA when dist/ is missing or stale and the server bundle when dist-server/ is
// (scripts/build-server.mjs), then run the API server in THIS process, so production is exactly one
// Node process on PORT (SIGTERM/SIGINT reach the server's own handlers).
// The build helpers are exported for scripts/size.mjs and scripts/e2e.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureServerBuild } from './build-server.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DIST_DIR = path.join(ROOT, 'dist');
const DIST_INDEX = path.join(DIST_DIR, 'index.html');
// Written by vite.config.ts; dist/ is emptied by every build, so it never outlives its build.
const BUILD_STAMP = path.join(DIST_DIR, '.build-env.json');
const BUILD_INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  // The build's own Vite plugins (scripts/vite-*.ts) change what dist/ holds.
  ...readdirSync(path.join(ROOT, 'scripts'))
    .filter((name) => /^vite-.*\.ts$/.test(name))
    .map((name) => `scripts/${name}`),
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

const require = createRequire(import.meta.url);
export const VITE_BIN = path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
export const TSX_CLI = require.resolve('tsx/cli');

/**
 * The VITE_* values this run asks for. vite.config.ts fills the other VITE_* defaults and stamps the
 * effective values into dist/.build-env.json; a key missing here keeps whatever the last build used
 * (FORCE_BUILD=1 rebuilds after unsetting a variable).
 */
export function requestedBuildEnv() {
  // QA tools (/qa/machines) are off by default in production (issue 10 item 8); QA_TOOLS=1 keeps them.
  const qaDefault = process.env.NODE_ENV === 'production' ? '0' : '1';
  const env = { VITE_QA_TOOLS: process.env.VITE_QA_TOOLS ?? process.env.QA_TOOLS ?? qaDefault };
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith('VITE_') && value !== undefined) env[key] = value;
  }
  return env;
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Why dist/ must be rebuilt, in Vietnamese for the console, or null when it is current. */
export function staleReason() {
  if (!existsSync(DIST_INDEX)) return 'chưa có dist/';
  const builtAt = statSync(DIST_INDEX).mtimeMs;
  for (const input of BUILD_INPUTS) {
    if (newestMtime(path.join(ROOT, input)) > builtAt) return `${input} mới hơn bản build`;
  }
  if (!existsSync(BUILD_STAMP)) return 'bản build không có dist/.build-env.json';
  const baked = JSON.parse(readFileSync(BUILD_STAMP, 'utf8'));
  for (const [key, value] of Object.entries(requestedBuildEnv())) {
    if (baked[key] !== value) return `${key} đã đổi (${baked[key] ?? 'không đặt'} → ${value})`;
  }
  return null;
}

/** Runs `vite build` in a child process (its memory is released before the server starts). */
export function runViteBuild() {
  // Always the production bundle (React's production build), whatever NODE_ENV the server runs with:
  // `NODE_ENV=test npm start` once shipped React's development build to the browser.
  const env = { ...process.env, ...requestedBuildEnv(), NODE_ENV: 'production' };
  const result = spawnSync(process.execPath, [VITE_BIN, 'build'], { cwd: ROOT, stdio: 'inherit', env });
  if (result.status !== 0) {
    throw new Error(`vite build thất bại (mã thoát ${result.status ?? result.signal})`);
  }
}

export function ensureBuild({ force = false } = {}) {
  const reason = force ? 'yêu cầu build mới' : staleReason();
  if (reason === null) {
    console.log('[start] dist/ đã mới nhất, bỏ qua bước build.');
    return;
  }
  console.log(`[start] Build SPA (${reason})…`);
  runViteBuild();
}

async function main() {
  process.chdir(ROOT);
  ensureBuild({ force: process.env.FORCE_BUILD === '1' });
  // Stack traces name the TypeScript sources (dist-server/main.mjs.map).
  process.setSourceMapsEnabled(true);
  const serverBundle = await ensureServerBuild({ force: process.env.FORCE_BUILD === '1' });
  // server/main.ts may guard its boot with an "am I the entry module" check on argv[1].
  process.argv[1] = serverBundle;
  await import(pathToFileURL(serverBundle).href);
}

const invokedDirectly =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  main().catch((error) => {
    console.error('[start] Không khởi động được Uniclass:', error);
    process.exit(1);
  });
}
