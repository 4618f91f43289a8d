import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { buildServer, serverStaleReason } from '../../scripts/build-server.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** npm start runs the server bundle built once and rebuilds it only when an input changed (issue 17 item 6). */
describe('server bundle staleness', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'server-build-'));
  let bundle: string;
  beforeAll(async () => {
    bundle = await buildServer({ outDir });
  }, 120_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('is current right after a build', () => {
    expect(serverStaleReason({ outDir })).toBeNull();
  });

  it('is stale when a source the server imports is newer, and current again when it is not', () => {
    // A file deep in the graph (server → user → contracts), not the entry itself.
    const source = path.join(ROOT, 'src', 'contracts', 'user.ts');
    const { atime, mtime } = statSync(source);
    const later = new Date(statSync(bundle).mtimeMs + 5_000);
    try {
      utimesSync(source, atime, later);
      expect(serverStaleReason({ outDir })).toBe(
        `${path.join('src', 'contracts', 'user.ts')} mới hơn bản build`,
      );
    } finally {
      utimesSync(source, atime, mtime);
    }
    expect(serverStaleReason({ outDir })).toBeNull();
  });

  it('is stale when an input is gone or the bundle is missing', () => {
    const inputs = path.join(outDir, 'inputs.json');
    const saved = readFileSync(inputs, 'utf8');
    try {
      writeFileSync(inputs, JSON.stringify([...JSON.parse(saved), path.join(ROOT, 'server', 'gone.ts')]));
      expect(serverStaleReason({ outDir })).toBe(`${path.join('server', 'gone.ts')} không còn`);
    } finally {
      writeFileSync(inputs, saved);
    }
    expect(serverStaleReason({ outDir: path.join(outDir, 'nowhere') })).toBe('chưa có dist-server/');
  });

  it('points files read beside their source (migrations, assets, worker) at the sources, not the bundle', () => {
    const text = readFileSync(bundle, 'utf8');
    const fromBundle = (dir: string) => JSON.stringify(path.relative(outDir, path.join(ROOT, dir)));
    expect(text).toContain(`__sourcePath(${fromBundle('server/db')})`);
    expect(text).toContain(`__sourceUrl(${fromBundle('server/speak/speech-recognizer.ts')})`);
    expect(text).not.toMatch(/import\.meta\.dirname/);
  });

  it('imports exceljs lazily, at the first XLSX export, not when the bundle starts', () => {
    const text = readFileSync(bundle, 'utf8');
    expect(text).not.toMatch(/^import\b[^;]*["']exceljs["']/m);
    expect(text).toMatch(/\bimport\(["']exceljs["']\)/);
  });
});
