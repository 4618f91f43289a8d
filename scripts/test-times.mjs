#!/usr/bin/env node
// `npm run test:times` (issue 29): the 20 slowest vitest files and Playwright specs, with what their
// time goes to. Runs vitest with the timing reporter (tests/support/timing-reporter.ts); the browser
// side is read from the last e2e run's report (test-results/e2e-report.json), or made now with `--e2e`.
// `--no-vitest` only reads what the last runs left.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './start.mjs';

const require = createRequire(import.meta.url);
const RESULTS = path.join(ROOT, 'test-results');
const VITEST_TIMES = path.join(RESULTS, 'vitest-times.json');
const E2E_REPORT = path.join(RESULTS, 'e2e-report.json');
const E2E_WORKERS = path.join(RESULTS, 'e2e-workers');
const TOP = 20;

const args = process.argv.slice(2);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const share = (part, whole) => (whole > 0 ? `${Math.round((100 * part) / whole)} %` : '–');

function run(command, extraEnv = {}) {
  const result = spawnSync(process.execPath, command, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
  });
  return result.status ?? 1;
}

/** The largest part of a vitest file's time, named as a person would. */
function vitestDominant(file) {
  const waitingMs = Math.max(0, file.totalMs - file.importMs - file.cpuMs);
  const parts = {
    'nạp module (import)': file.importMs,
    'dựng database': file.phases['database setup'] ?? 0,
    'khởi động app': file.phases['app boot'] ?? 0,
    'băm mật khẩu': file.phases.hashing ?? 0,
    'chờ (timer, I/O, tiến trình khác)': waitingMs,
  };
  const accounted = Object.values(parts).reduce((sum, ms) => sum + ms, 0);
  parts['CPU của test'] = Math.max(0, file.totalMs - accounted);
  const [name, ms] = Object.entries(parts).sort((a, b) => b[1] - a[1])[0];
  return `${name} ${share(ms, file.totalMs)}`;
}

function printVitest() {
  if (!existsSync(VITEST_TIMES)) {
    console.log('\n(vitest: chưa có test-results/vitest-times.json)');
    return;
  }
  const files = JSON.parse(readFileSync(VITEST_TIMES, 'utf8'));
  const total = files.reduce((sum, file) => sum + file.totalMs, 0);
  const tests = files.reduce((sum, file) => sum + file.tests, 0);
  console.log(`\nvitest: ${files.length} file, ${tests} test, tổng thời gian các file ${seconds(total)}`);
  console.log(`${'thời gian'.padStart(10)}  ${'test'.padStart(5)}  ${'file'.padEnd(58)} chiếm nhiều nhất`);
  for (const file of [...files].sort((a, b) => b.totalMs - a.totalMs).slice(0, TOP)) {
    console.log(
      `${seconds(file.totalMs).padStart(10)}  ${String(file.tests).padStart(5)}  ${file.file.padEnd(58)} ${vitestDominant(file)}`,
    );
  }
}

/** Every test of a Playwright JSON report, with its file and duration. */
function e2eTests(report) {
  const out = [];
  const walk = (suite, file) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          out.push({ file: here, duration: result.duration ?? 0, annotations: test.annotations ?? [] });
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return out;
}

function printE2e() {
  if (!existsSync(E2E_REPORT)) {
    console.log(
      '\n(e2e: chưa có test-results/e2e-report.json: chạy `npm run test:e2e` hoặc `npm run test:times -- --e2e`)',
    );
    return;
  }
  const report = JSON.parse(readFileSync(E2E_REPORT, 'utf8'));
  const byFile = new Map();
  const counted = new Set();
  for (const test of e2eTests(report)) {
    const entry = byFile.get(test.file) ?? { file: test.file, tests: 0, ms: 0, loginMs: 0, logins: 0 };
    entry.tests += 1;
    entry.ms += test.duration;
    for (const note of test.annotations)
      if (note.type?.startsWith('timing:login-') && !counted.has(note.description)) {
        counted.add(note.description);
        entry.loginMs += Number.parseInt(note.description, 10) || 0;
        entry.logins += 1;
      }
    byFile.set(test.file, entry);
  }
  const specs = [...byFile.values()];
  const tests = specs.reduce((sum, spec) => sum + spec.tests, 0);
  const wall = report.stats?.duration ?? 0;
  console.log(`\ne2e: ${specs.length} spec, ${tests} test, ${seconds(wall)} từ đầu đến cuối`);
  console.log(
    `${'thời gian'.padStart(10)}  ${'test'.padStart(5)}  ${'spec'.padEnd(40)} đăng nhập / thân test`,
  );
  for (const spec of specs.sort((a, b) => b.ms - a.ms).slice(0, TOP)) {
    const login =
      spec.logins > 0
        ? `${spec.logins} lần, ${seconds(spec.loginMs)} (${share(spec.loginMs, spec.ms)})`
        : '–';
    console.log(
      `${seconds(spec.ms).padStart(10)}  ${String(spec.tests).padStart(5)}  ${spec.file.padEnd(40)} ${login}`,
    );
  }
  if (existsSync(E2E_WORKERS)) {
    const workers = readdirSync(E2E_WORKERS).map((name) =>
      JSON.parse(readFileSync(path.join(E2E_WORKERS, name), 'utf8')),
    );
    const sum = (key) => workers.reduce((total, worker) => total + (worker[key] ?? 0), 0);
    console.log(
      `worker: ${workers.length} lần khởi động server + database, cộng dồn ${seconds(sum('serverBootMs'))}`,
    );
  }
}

if (!args.includes('--no-vitest')) {
  const vitest = path.join(path.dirname(require.resolve('vitest/package.json')), 'vitest.mjs');
  run([vitest, 'run', '--reporter=dot', '--reporter=./tests/support/timing-reporter.ts']);
}
if (args.includes('--e2e')) run([path.join(ROOT, 'scripts', 'e2e.mjs')]);
printVitest();
printE2e();
