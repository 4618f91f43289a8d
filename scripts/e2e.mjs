#!/usr/bin/env node
// Browser e2e against the real product: fresh production build, `npm start`'s server on a free port
// with an empty DATA_DIR, then Playwright in Debian's Chromium. Extra arguments go to `playwright test`
// (e.g. `node scripts/e2e.mjs tests/e2e/smoke.spec.ts --grep header`).
import { spawn } from 'node:child_process';
import {
  accessSync,
  constants,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureServerBuild } from './build-server.mjs';
import { ensureBuild, ROOT } from './start.mjs';

const BOOT_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;
const SERVER_LOG = path.join(ROOT, 'test-results', 'e2e-server.log');
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const require = createRequire(import.meta.url);

function assertChromium() {
  try {
    accessSync(chromiumPath, constants.X_OK);
  } catch {
    console.error(
      `\n[e2e] Chromium không tìm thấy tại ${chromiumPath}: cài bằng apt-get install chromium hoặc đặt CHROMIUM_PATH.\n`,
    );
    process.exit(1);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, server) {
  const deadline = Date.now() + BOOT_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`server đã thoát (mã ${server.exitCode ?? server.signalCode}) trước khi sẵn sàng`);
    }
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server không trả lời /healthz sau ${BOOT_TIMEOUT_MS / 1000} s`);
}

function startServer(port, dataDir) {
  mkdirSync(path.dirname(SERVER_LOG), { recursive: true });
  const log = createWriteStream(SERVER_LOG);
  const server = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Not production: the dev SMS outbox that the OTP tests read exists only outside production.
      NODE_ENV: 'test',
      QA_TOOLS: '1',
      SMS_PROVIDER: 'outbox',
      // Sign-ups and demo logins hash at the test cost; production's is held by its own test.
      PASSWORD_HASH_COST: 'low',
      // The e2e run must use the embedded engine with its fresh DATA_DIR, whatever the shell exports.
      DATABASE_URL: '',
      REDIS_URL: process.env.E2E_REDIS_URL ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  return server;
}

function stopServer(server) {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => {
      console.error('[e2e] server không dừng kịp sau SIGTERM, dùng SIGKILL');
      server.kill('SIGKILL');
    }, STOP_TIMEOUT_MS);
    server.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

function printServerLogTail() {
  try {
    const lines = readFileSync(SERVER_LOG, 'utf8').trimEnd().split('\n');
    console.error(`\n[e2e] 40 dòng cuối của ${path.relative(ROOT, SERVER_LOG)}:`);
    console.error(lines.slice(-40).join('\n'));
  } catch {
    // No log written: nothing to show.
  }
}

function runPlaywright(baseUrl, args) {
  const cli = require.resolve('@playwright/test/cli');
  return new Promise((resolve) => {
    const runner = spawn(process.execPath, [cli, 'test', ...args], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, E2E_BASE_URL: baseUrl, CHROMIUM_PATH: chromiumPath },
    });
    runner.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  assertChromium();
  const args = process.argv.slice(2);
  // Naming spec files runs just those: without --no-deps the model-paths project would pull in every
  // hand-written spec it depends on.
  if (args.some((arg) => !arg.startsWith('-')) && !args.includes('--no-deps')) args.push('--no-deps');

  // An already running product (e.g. a staging URL) can be tested as it is.
  if (process.env.E2E_BASE_URL) {
    process.exit(await runPlaywright(process.env.E2E_BASE_URL, args));
  }

  // The QA inspector ships in the e2e bundle whatever the shell says, so start.mjs sees a current build.
  process.env.QA_TOOLS = '1';
  delete process.env.VITE_QA_TOOLS;
  ensureBuild({ force: true });
  // Built here, before the boot timeout starts, like the SPA; start.mjs then finds it current.
  await ensureServerBuild();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'uniclass-e2e-'));
  console.log(`[e2e] server: ${baseUrl}, DATA_DIR=${dataDir}, log: ${path.relative(ROOT, SERVER_LOG)}`);
  const server = startServer(port, dataDir);

  let exitCode = 1;
  const stopOnSignal = (signal) => {
    stopServer(server).finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);

  try {
    const bootStart = Date.now();
    await waitForHealth(baseUrl, server);
    console.log(`[e2e] server sẵn sàng sau ${((Date.now() - bootStart) / 1000).toFixed(1)} s`);
    exitCode = await runPlaywright(baseUrl, args);
  } catch (error) {
    console.error(`[e2e] ${error instanceof Error ? error.message : error}`);
    exitCode = 1;
  } finally {
    await stopServer(server);
    if (exitCode !== 0) printServerLogTail();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}

main();
