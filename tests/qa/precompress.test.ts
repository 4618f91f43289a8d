import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../scripts/vite-precompress';

describe('build-time precompression', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside text assets that decompress to the original; skips tiny and binary files', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'uniclass-precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    const js = `export const text = ${JSON.stringify('Học tiếng Anh cùng AI. '.repeat(400))};`;
    writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), js);
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(path.join(dir, 'assets', 'photo.png'), Buffer.alloc(4096, 7));

    expect(await precompressDirectory(dir)).toBe(1);

    const file = path.join(dir, 'assets', 'index-abc123.js');
    const br = readFileSync(`${file}.br`);
    const gz = readFileSync(`${file}.gz`);
    expect(brotliDecompressSync(br).toString()).toBe(js);
    expect(gunzipSync(gz).toString()).toBe(js);
    expect(br.length).toBeLessThan(gz.length);
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'photo.png.br'))).toBe(false);
  });
});
