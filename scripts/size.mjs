#!/usr/bin/env node
// `npm run size`: gzipped JS and CSS of the first load of '/' and of every lazy route chunk, read from
// Vite's manifest; exits 1 when the first-load JS is over budget. 1 KB = 1000 bytes, as Vite prints.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST_DIR, ensureBuild } from './start.mjs';

// Issue 17: the first load measured 140.3 KB gz on 26 Nov 2026 (145.6 with the home's route chunk),
// after react-router's data router gave way to its declarative router; budget = that + 10 %.
const FIRST_LOAD_JS_BUDGET_KB = 155;
const MANIFEST = path.join(DIST_DIR, '.vite', 'manifest.json');

const gzCache = new Map();
function gzipBytes(file) {
  if (!gzCache.has(file)) {
    const bytes = readFileSync(path.join(DIST_DIR, file));
    gzCache.set(file, gzipSync(bytes, { level: 9 }).length);
  }
  return gzCache.get(file);
}

const kb = (bytes) => (bytes / 1000).toFixed(1);
const sum = (files) => [...files].reduce((total, file) => total + gzipBytes(file), 0);

/** The chunk and everything it imports statically: what the browser must fetch before it runs. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

function filesOf(manifest, keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    if (chunk.file.endsWith('.css')) css.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js, css };
}

function pad(text, width) {
  return String(text).padEnd(width);
}

export function measure() {
  ensureBuild();
  if (!existsSync(MANIFEST)) {
    throw new Error(
      `Không thấy ${path.relative(process.cwd(), MANIFEST)}: build.manifest phải bật trong vite.config.ts`,
    );
  }
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
  if (!entryKey) throw new Error('Manifest không có entry index.html');

  const firstKeys = staticClosure(manifest, entryKey);
  const first = filesOf(manifest, firstKeys);
  const lazy = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry)
    .map((key) => {
      const own = filesOf(manifest, [key]);
      // What navigating there costs on top of the first load: the chunk plus shared chunks not yet loaded.
      const extraKeys = [...staticClosure(manifest, key)].filter((dep) => !firstKeys.has(dep));
      const extra = filesOf(manifest, extraKeys);
      return {
        name: manifest[key].src ?? key,
        jsBytes: sum(own.js),
        extraJsBytes: sum(extra.js),
        cssBytes: sum(extra.css),
      };
    })
    .sort((a, b) => b.extraJsBytes - a.extraJsBytes);

  return {
    firstLoad: { jsBytes: sum(first.js), cssBytes: sum(first.css), files: [...first.js, ...first.css] },
    lazy,
  };
}

function main() {
  const report = measure();
  const overBudget = report.firstLoad.jsBytes > FIRST_LOAD_JS_BUDGET_KB * 1000;
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ budgetKb: FIRST_LOAD_JS_BUDGET_KB, ...report }, null, 2));
  } else {
    const names = [
      ...report.lazy.map((row) => row.name),
      ...report.firstLoad.files.map((file) => `  ${file}`),
    ];
    const width = Math.max(24, ...names.map((name) => name.length)) + 2;
    console.log('\nKích thước gzip (mức 9), 1 KB = 1000 byte\n');
    console.log(
      `${pad('Tải lần đầu /', width)}JS ${kb(report.firstLoad.jsBytes)} KB   CSS ${kb(report.firstLoad.cssBytes)} KB`,
    );
    for (const file of report.firstLoad.files)
      console.log(`  ${pad(file, width - 2)}${kb(gzipBytes(file))} KB`);
    console.log(`\n${pad('Chunk lazy', width)}${pad('JS riêng', 12)}${pad('JS thêm*', 12)}CSS thêm`);
    for (const row of report.lazy) {
      console.log(
        `${pad(row.name, width)}${pad(`${kb(row.jsBytes)} KB`, 12)}${pad(`${kb(row.extraJsBytes)} KB`, 12)}${kb(row.cssBytes)} KB`,
      );
    }
    if (report.lazy.length === 0) console.log('(không có chunk lazy: hãy tách route bằng import())');
    console.log('* JS thêm = chunk đó cộng các chunk dùng chung chưa có trong lần tải đầu.\n');
  }
  const verdict = `JS tải lần đầu ${kb(report.firstLoad.jsBytes)} KB / ngân sách ${FIRST_LOAD_JS_BUDGET_KB} KB`;
  if (overBudget) {
    console.error(`VƯỢT NGÂN SÁCH: ${verdict}`);
    process.exit(1);
  }
  // In --json mode stdout stays pure JSON.
  (process.argv.includes('--json') ? console.error : console.log)(`Trong ngân sách: ${verdict}`);
}

main();
