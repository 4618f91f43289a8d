import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRouteCollector, type FuzzRoute, fuzzRoute } from './support/fuzz';
import { createTestApp, engines, type TestApp } from './support/test-app';
import { authHeaders, login } from './user/user-test-kit';

/*
 * Every route registered by buildApp — including the ones other areas add later — gets random
 * params, queries, bodies and headers (half of them with a real session, so handlers are reached,
 * and strings full of NUL, control characters and lone surrogates); none may answer 5xx. Runs on
 * PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL (which refuses U+0000 in text).
 * FUZZ_RUNS raises the depth locally; FUZZ_SEED replays a failure.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
/** Each engine's pass stays under a minute however many routes exist; each route gets FUZZ_RUNS runs or its share of the budget, whichever ends first. */
const TOTAL_BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 30_000);
/** A demo account with several profiles; logged in again before each route (a fuzzed logout revokes it). */
const FUZZ_PHONE = '0901000001';

// A built SPA, so the static routes are fuzzed as served (without one, / answers an honest 503).
const distDir = mkdtempSync(path.join(tmpdir(), 'uniclass-fuzz-dist-'));
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

/** The routes are the same on every engine: collect them once from a throwaway PGlite app. */
const collector = createRouteCollector();
const probe = await createTestApp({ onRoute: collector.onRoute, config: { distDir }, seed: false });
await probe.close();
const routes: FuzzRoute[] = collector.routes.filter((route) => route.method !== 'OPTIONS');

describe.each(engines())('route fuzzing on %s: no input makes the server fail', (engine) => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp({ engine, config: { distDir } });
  });
  afterAll(async () => {
    await t?.close();
  });

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
      // A fresh session (from its own address, so login limits never trip) for every route.
      address += 1;
      const session = await login(t, FUZZ_PHONE, undefined, `10.77.${address >> 8}.${address & 255}`);
      await fuzzRoute(t.app, route, {
        runs: RUNS,
        seed: SEED,
        timeLimitMs: Math.max(1000, TOTAL_BUDGET_MS / routes.length),
        session: authHeaders(session),
      });
    },
  );
});
