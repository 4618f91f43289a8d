#!/usr/bin/env node
// `npm run dev`: the API in watch mode on API_PORT (3001) and Vite's dev server on PORT (5173), which
// proxies the API paths to it (vite.config.ts). When one of them stops, the other is stopped too.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, TSX_CLI, VITE_BIN } from './start.mjs';

const apiPort = process.env.API_PORT || '3001';
const webPort = process.env.PORT || '5173';

const children = [
  {
    name: 'api',
    process: spawn(
      process.execPath,
      [TSX_CLI, 'watch', '--clear-screen=false', path.join('server', 'main.ts')],
      {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, PORT: apiPort, NODE_ENV: process.env.NODE_ENV || 'development' },
      },
    ),
  },
  {
    name: 'vite',
    process: spawn(process.execPath, [VITE_BIN, '--port', webPort, '--strictPort'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, API_PORT: apiPort },
    }),
  },
];

console.log(`[dev] SPA: http://localhost:${webPort}  ·  API: http://localhost:${apiPort} (proxy qua Vite)`);

let stopping = false;
const isRunning = (child) => child.process.exitCode === null && child.process.signalCode === null;

function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  const running = children.filter(isRunning);
  for (const child of running) child.process.kill('SIGTERM');
  // Give the API its graceful shutdown, but never hang on a child that ignores SIGTERM.
  const deadline = setTimeout(() => {
    for (const child of children.filter(isRunning)) child.process.kill('SIGKILL');
    process.exit(exitCode);
  }, 5_000);
  Promise.all(running.map((child) => new Promise((resolve) => child.process.once('exit', resolve)))).then(
    () => {
      clearTimeout(deadline);
      process.exit(exitCode);
    },
  );
}

for (const child of children) {
  child.process.once('exit', (code, signal) => {
    if (!stopping) console.error(`[dev] ${child.name} đã dừng (${code ?? signal}); dừng nốt phần còn lại.`);
    stopAll(code ?? 1);
  });
}
process.once('SIGINT', () => stopAll(130));
process.once('SIGTERM', () => stopAll(143));
