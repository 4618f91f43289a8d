import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createRouteCollector, fuzzRoute } from './support/fuzz';
import { createTestApp } from './support/test-app';

/*
 * Every route registered by buildApp — including the ones other areas add later — gets random
 * params, queries, bodies and headers; none may answer 5xx. FUZZ_RUNS raises the depth locally;
 * FUZZ_SEED replays a failure.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
/** The whole file stays under a minute however many routes exist; each route gets FUZZ_RUNS runs or its share of the budget, whichever ends first. */
const TOTAL_BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 30_000);

// A built SPA, so the static routes are fuzzed as served (without one, / answers an honest 503).
const distDir = mkdtempSync(path.join(tmpdir(), 'uniclass-fuzz-dist-'));
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
const collector = createRouteCollector();
const t = await createTestApp({ onRoute: collector.onRoute, config: { distDir } });
const routes = collector.routes.filter((route) => route.method !== 'OPTIONS');

afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('route fuzzing: no input makes the server fail', () => {
  it('enumerates the routes of every service', () => {
    const urls = routes.map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /healthz',
        'GET /main/common/get-config',
        'GET /lms/api/get-list-school/get-list-school',
        'GET /contest/api/contest/provinces/find-by-phone',
        'GET /service3/healthz',
      ]),
    );
  });

  it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s',
    async (_name, route) => {
      await fuzzRoute(t.app, route, {
        runs: RUNS,
        seed: SEED,
        timeLimitMs: Math.max(250, TOTAL_BUDGET_MS / routes.length),
      });
    },
  );
});
