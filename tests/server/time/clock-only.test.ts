import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Issue 36: nothing reads the real date behind the clock's back. The server and the pure rules take
 * "now" from server/clock.ts (routes: `app.clock`) or as a parameter; SQL reads app_now(), the
 * database clock a test can pin; tests take it from an injected clock, or say that they use the wall
 * clock through tests/support/wall-clock.ts.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

const READS_THE_DATE = /\bDate\.now\(\)|\bnew Date\(\s*\)/;
/** SQL's now() outside app_now(): `now()` not preceded by a word character or a dot. */
const SQL_NOW = /(?<![\w.])now\(\)/;
/** A line of browser code inside a test (a page script) reads the page's clock, not ours. */
const PAGE_CLOCK = "// the page's own clock";

function offenders(files: string[], pattern: RegExp, allowed: (file: string, line: string) => boolean) {
  return files.flatMap((file) =>
    readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        pattern.test(line) && !allowed(file, line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
}

describe('one clock', () => {
  it('the server and the pure rules never read the date themselves', () => {
    const files = [...sourceFiles('server'), ...sourceFiles('src/domain')];
    expect(files.length).toBeGreaterThan(100);
    expect(offenders(files, READS_THE_DATE, (file) => file === path.join('server', 'clock.ts'))).toEqual([]);
  });

  it("the server's SQL reads app_now(), the database clock a test can pin", () => {
    const comment = /^\s*(\/\/|\*|\/\*)/;
    // schema_migrations.applied_at is a record of when a migration ran, not a rule.
    const allowed = (file: string, line: string) =>
      comment.test(line) ||
      file === path.join('server', 'clock.ts') ||
      (file === path.join('server', 'db', 'migrate.ts') && line.includes('applied_at'));
    expect(offenders(sourceFiles('server'), SQL_NOW, allowed)).toEqual([]);
  });

  it('tests take "now" from an injected clock, or say they use the wall clock', () => {
    // Benchmarks time things; they assert no date.
    const files = sourceFiles('tests').filter((file) => !file.startsWith(path.join('tests', 'bench')));
    const allowed = (file: string, line: string) =>
      file === path.join('tests', 'support', 'wall-clock.ts') ||
      file === path.join('tests', 'server', 'time', 'clock-only.test.ts') ||
      line.includes(PAGE_CLOCK);
    expect(offenders(files, READS_THE_DATE, allowed)).toEqual([]);
  });

  it('the checks catch what they are for', () => {
    expect(READS_THE_DATE.test('const t = Date.now();')).toBe(true);
    expect(READS_THE_DATE.test('const d = new Date();')).toBe(true);
    expect(READS_THE_DATE.test('const d = new Date(ms);')).toBe(false);
    expect(SQL_NOW.test('sql`expires_at > now()`')).toBe(true);
    expect(SQL_NOW.test('sql`expires_at > app_now()`')).toBe(false);
    expect(SQL_NOW.test('app.clock.now()')).toBe(false);
  });
});
