#!/usr/bin/env node
// Browser e2e against the real product: a current production build, then Playwright in Debian's
// Chromium, whose workers each start `npm start`'s server on a free port with an empty DATA_DIR
// (tests/e2e/support/worker-server.ts). Extra arguments go to `playwright test`
// (e.g. `node scripts/e2e.mjs tests/e2e/smoke.spec.ts --grep header`).
import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
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

/**
 * The warnings and errors at the end of every worker server's log (tests/e2e/support/worker-server.ts):
 * its request lines would bury them.
 */
function printServerLogTails() {
  let logs = [];
  try {
    logs = readdirSync(RESULTS_DIR).filter((name) => /^e2e-server-\d+\.log$/.test(name));
  } catch {
    return;
  }
  for (const name of logs) {
    const lines = readFileSync(path.join(RESULTS_DIR, name), 'utf8').trimEnd().split('\n');
    const notable = lines.filter((line) => !/^\{"level":(10|20|30),/.test(line));
    console.error(`\n[e2e] test-results/${name}: ${notable.length} dòng cảnh báo/lỗi, 20 dòng cuối:`);
    console.error(notable.slice(-20).join('\n'));
  }
}

/**
 * The failed tests with the first line of their error, printed last so that the tail of a CI log
 * (which is often all one sees) names them.
 */
function printFailedTests() {
  let report;
  try {
    report = JSON.parse(readFileSync(path.join(RESULTS_DIR, 'e2e-report.json'), 'utf8'));
  } catch {
    return;
  }
  const failed = [];
  const visit = (suite, titles) => {
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        const result = test.results?.at(-1);
        if (test.status !== 'unexpected' || !result) continue;
        const message = stripVTControlCharacters(result.error?.message ?? '')
          .trim()
          .split('\n')[0];
        failed.push(
          `  ✘ [${test.projectName}] ${[...titles, spec.title].filter(Boolean).join(' › ')}\n      ${message}`,
        );
      }
  };
  for (const suite of report.suites ?? []) visit(suite, [suite.title]);
  if (failed.length === 0) return;
  console.error(`\n[e2e] ${failed.length} test thất bại:`);
  console.error(failed.slice(0, 12).join('\n'));
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
  if (exitCode !== 0) {
    printServerLogTails();
    printFailedTests();
  }
  process.exit(exitCode);
}

main();
