#!/usr/bin/env node
// `npm test`: every suite in order, cheapest first, stopping at the first failure (`--keep-going` runs
// all). vitest runs once: the server/api tests run on PGlite and, when TEST_DATABASE_URL is set, on
// that PostgreSQL too in the same run. The last line is the plain summary `N passed, M failed`.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './start.mjs';

const require = createRequire(import.meta.url);
const node = process.execPath;
const keepGoing = process.argv.includes('--keep-going');
const engines = process.env.TEST_DATABASE_URL
  ? `PGlite + PostgreSQL ${redactUrl(process.env.TEST_DATABASE_URL)}`
  : 'PGlite (đặt TEST_DATABASE_URL để chạy thêm với PostgreSQL)';

/**
 * Each step's time budget on a quiet 2-core machine (README "Tests"): the end of the run says which
 * steps went over it. Over budget is a warning, never a failure: a busy machine must not fail tests.
 */
const STEPS = [
  { name: 'typecheck', budget: 60, command: [require.resolve('typescript/bin/tsc'), '--noEmit', '-p', '.'] },
  { name: 'lint', budget: 30, command: [require.resolve('@biomejs/biome/bin/biome'), 'check', '.'] },
  {
    name: 'layering (dependency-cruiser)',
    budget: 30,
    command: [
      path.join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs'),
      'src',
      'server',
      '--config',
      '.dependency-cruiser.cjs',
      '--output-type',
      'err',
    ],
  },
  {
    name: 'content:check',
    budget: 20,
    command: [require.resolve('tsx/cli'), path.join(ROOT, 'scripts', 'content-check.ts')],
  },
  {
    name: `vitest (${engines})`,
    budget: 300,
    command: [path.join(path.dirname(require.resolve('vitest/package.json')), 'vitest.mjs'), 'run'],
  },
  {
    name: 'machine paths coverage',
    budget: 45,
    command: [require.resolve('tsx/cli'), path.join(ROOT, 'scripts', 'paths.ts'), '--all', '--coverage'],
  },
  { name: 'size (SPA build)', budget: 120, command: [path.join(ROOT, 'scripts', 'size.mjs')] },
  { name: 'e2e (Playwright, Chromium)', budget: 480, command: [path.join(ROOT, 'scripts', 'e2e.mjs')] },
];
const TOTAL_BUDGET_SECONDS = 15 * 60;

function redactUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(URL không hợp lệ)';
  }
}

function banner(text) {
  const line = '═'.repeat(Math.max(60, text.length + 4));
  console.log(`\n${line}\n  ${text}\n${line}`);
}

function run(command) {
  return new Promise((resolve) => {
    const child = spawn(node, command, { cwd: ROOT, stdio: 'inherit', env: process.env });
    child.once('error', (error) => {
      console.error(error);
      resolve(1);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const results = [];
  let failed = false;
  for (const [index, step] of STEPS.entries()) {
    if (failed && !keepGoing) {
      results.push({ name: step.name, status: 'skipped', ms: 0, budget: step.budget });
      continue;
    }
    banner(`[${index + 1}/${STEPS.length}] ${step.name}`);
    const started = Date.now();
    const code = await run(step.command);
    const ms = Date.now() - started;
    results.push({ name: step.name, status: code === 0 ? 'passed' : 'failed', ms, budget: step.budget });
    if (code !== 0) {
      failed = true;
      console.error(`\n✗ ${step.name} thất bại (mã thoát ${code}) sau ${seconds(ms)}`);
    }
  }

  banner('Tổng kết npm test');
  const marks = { passed: '✓', failed: '✗', skipped: '–' };
  const width = Math.max(...results.map((result) => result.name.length)) + 2;
  for (const result of results) {
    const over = result.ms > result.budget * 1000 ? `  ⚠ vượt ngân sách ${result.budget} s` : '';
    const detail =
      result.status === 'skipped'
        ? 'không chạy (bước trước thất bại)'
        : `${seconds(result.ms).padStart(8)} / ${result.budget} s${over}`;
    console.log(`  ${marks[result.status]} ${result.name.padEnd(width)} ${detail}`);
  }
  const totalMs = results.reduce((sum, result) => sum + result.ms, 0);
  const overTotal = totalMs > TOTAL_BUDGET_SECONDS * 1000 ? '  ⚠ vượt ngân sách' : '';
  console.log(
    `  ${'tổng'.padStart(width + 2)} ${seconds(totalMs).padStart(8)} / ${TOTAL_BUDGET_SECONDS} s${overTotal}`,
  );
  const count = (status) => results.filter((result) => result.status === status).length;
  const skipped = count('skipped');
  console.log(
    `\n${count('passed')} passed, ${count('failed')} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
  process.exit(failed ? 1 : 0);
}

main();
