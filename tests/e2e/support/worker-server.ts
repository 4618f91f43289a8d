/**
 * One product server per Playwright worker (issue 29): the production build on a free port
 * with an empty DATA_DIR of its own, so two workers run side by side and neither sees the other's
 * writes. A worker serves one project, so each project starts from the demo data as seeded.
 * scripts/e2e.mjs builds the SPA and the server bundle before the workers start; with E2E_BASE_URL
 * set, every worker tests that already running server instead.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BOOT_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

export interface WorkerServer {
  baseUrl: string;
  /** Where its stdout and stderr go (test-results/e2e-server-<worker>.log). */
  logFile: string;
  stop(): Promise<void>;
}

/** Where each worker writes how long its server took to start (`npm run test:times`). */
export const WORKER_TIMINGS_DIR = path.join(ROOT, 'test-results', 'e2e-workers');

export function recordWorkerTiming(index: number, key: 'serverBootMs', ms: number): void {
  mkdirSync(WORKER_TIMINGS_DIR, { recursive: true });
  const file = path.join(WORKER_TIMINGS_DIR, `${index}.json`);
  const current = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>) : {};
  writeFileSync(file, JSON.stringify({ ...current, [key]: Math.round(ms) }));
}

/** The log of worker `index`'s server: scripts/e2e.mjs prints its tail when the run fails. */
export function serverLogFile(index: number): string {
  return path.join(ROOT, 'test-results', `e2e-server-${index}.log`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = performance.now() + BOOT_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`server đã thoát (mã ${server.exitCode ?? server.signalCode}) trước khi sẵn sàng`);
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server không trả lời /healthz sau ${BOOT_TIMEOUT_MS / 1000} s`);
}

function stopProcess(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS);
    server.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

/** Starts the built product for worker `index` and waits until it answers /healthz. */
export async function startWorkerServer(index: number): Promise<WorkerServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `uniclass-e2e-${index}-`));
  const logFile = serverLogFile(index);
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  // The bundle scripts/e2e.mjs has just built, not `npm start`: a worker never builds.
  const server = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(ROOT, 'dist-server', 'main.mjs')],
    {
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
        // The embedded engine with its fresh DATA_DIR, whatever the shell exports.
        DATABASE_URL: '',
        REDIS_URL: process.env.E2E_REDIS_URL ?? '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout?.pipe(log);
  server.stderr?.pipe(log);
  try {
    await waitForHealth(baseUrl, server);
  } catch (error) {
    await stopProcess(server);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    logFile,
    stop: async () => {
      await stopProcess(server);
      log.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
