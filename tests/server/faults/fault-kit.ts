import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** A real server process (server/main.ts), as `npm start` runs it, watched for an exit. */
export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr, JSON log lines included). */
  output(): string;
  /** The exit code or signal if it exited; null while it runs. */
  exited(): string | null;
  stop(): Promise<void>;
}

export async function startServer(
  env: Record<string, string>,
  bootTimeoutMs = 150_000,
): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hardening-fault-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exit: string | null = null;
  child.once('exit', (code, signal) => {
    exit = String(code ?? signal);
  });
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), bootTimeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Uniclass đang chạy tại (http:\/\/[^\s]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) while booting:\n${output}`));
    });
  });
  return {
    base,
    child,
    output: () => output,
    exited: () => exit,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await gone;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resolves once `condition` holds, checking it again after each short pause; rejects at the deadline. */
export async function eventually(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (let pause = 10; ; pause = Math.min(pause * 2, 200)) {
    if (await condition()) return;
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

export interface Outcome {
  startedAt: number;
  endedAt: number;
  status: number;
  what: string;
}

/** A request's outcome: its HTTP status, or 0 when it got no answer at all (connection refused, reset). */
export async function timed(what: string, request: () => Promise<Response>): Promise<Outcome> {
  const startedAt = performance.now();
  let status = 0;
  try {
    const response = await request();
    await response.arrayBuffer();
    status = response.status;
  } catch {
    status = 0;
  }
  return { startedAt, endedAt: performance.now(), status, what };
}
