#!/usr/bin/env node
// Browser e2e against the real product: a current production build, then Playwright in Debian's
// Chromium, whose workers each start `npm start`'s server on a free port with an empty DATA_DIR
// (tests/e2e/support/worker-server.ts). Extra arguments go to `playwright test`
// (e.g. `node scripts/e2e.mjs tests/e2e/smoke.spec.ts --grep header`).
import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ensureServerBuild } from './build-server.mjs';
import { ensureBuild, ROOT } from './start.mjs';

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const require = createRequire(import.meta.url);
const RESULTS_DIR = path.join(ROOT, 'test-results');

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

/** The last lines of every worker server's log (tests/e2e/support/worker-server.ts). */
function printServerLogTails() {
  let logs = [];
  try {
    logs = readdirSync(RESULTS_DIR).filter((name) => /^e2e-server-\d+\.log$/.test(name));
  } catch {
    return;
  }
  for (const name of logs) {
    const lines = readFileSync(path.join(RESULTS_DIR, name), 'utf8').trimEnd().split('\n');
    console.error(`\n[e2e] 40 dòng cuối của test-results/${name}:`);
    console.error(lines.slice(-40).join('\n'));
  }
}

function runPlaywright(args) {
  const cli = require.resolve('@playwright/test/cli');
  return new Promise((resolve) => {
    const runner = spawn(process.execPath, [cli, 'test', ...args], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, CHROMIUM_PATH: chromiumPath },
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

  // An already running product (e.g. a staging URL) is tested as it is; otherwise every Playwright
  // worker starts the built product with a database of its own (worker-server.ts).
  if (!process.env.E2E_BASE_URL) {
    // The QA inspector ships in the e2e bundle whatever the shell says, so start.mjs sees a current build.
    process.env.QA_TOOLS = '1';
    delete process.env.VITE_QA_TOOLS;
    ensureBuild();
    // Built here, before any worker's boot timeout starts, like the SPA; start.mjs then finds it current.
    await ensureServerBuild();
    for (const name of existsSync(RESULTS_DIR) ? readdirSync(RESULTS_DIR) : [])
      if (/^e2e-server-\d+\.log$/.test(name) || name === 'e2e-workers')
        rmSync(path.join(RESULTS_DIR, name), { recursive: true });
  }
  const exitCode = await runPlaywright(args);
  if (exitCode !== 0) printServerLogTails();
  process.exit(exitCode);
}

main();
