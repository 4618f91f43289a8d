import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamRankingXlsx } from '../../server/contest/ranking-xlsx';
import { createTestApp, type TestApp } from './support/test-app';

/** Whether an npm package has been loaded in this process (its CommonJS files sit in require.cache). */
function packageLoaded(name: string): boolean {
  const marker = `${path.sep}node_modules${path.sep}${name}${path.sep}`;
  return Object.keys(createRequire(import.meta.url).cache).some((file) => file.includes(marker));
}

/**
 * Boot imports only what serving needs (issue 17): exceljs, which only the contest's XLSX exports
 * use, is imported at the first export; sharp at the first uploaded club picture (the demo seed reads
 * its pictures from files); ioredis only with REDIS_URL. Each test file runs in a process of its own,
 * so nothing else has loaded them before this file builds the whole app and seeds the demo.
 */
describe('modules loaded by the boot', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('does not load the image codec or the Redis client (no REDIS_URL) to seed the demo and serve', () => {
    expect(packageLoaded('sharp')).toBe(false);
    expect(packageLoaded('ioredis')).toBe(false);
  });

  it('does not load exceljs until the first XLSX export', async () => {
    expect(t.app.hasRoute({ method: 'GET', url: '/contest/api/contest/ranking/export/school' })).toBe(true);
    expect(packageLoaded('exceljs')).toBe(false);

    async function* noRows() {
      yield [];
    }
    const chunks: Buffer[] = [];
    for await (const chunk of streamRankingXlsx(noRows())) chunks.push(chunk as Buffer);
    // An XLSX file is a zip archive: 'PK'.
    expect(Buffer.concat(chunks).subarray(0, 2).toString('latin1')).toBe('PK');
    expect(packageLoaded('exceljs')).toBe(true);
  });
});
