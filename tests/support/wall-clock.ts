/**
 * The real date, said out loud: for suites that drive a server running on wall time (the browser
 * tests, the HTTP matrix of a live app) and for unique stamps. tests/server/time/clock-only.test.ts
 * refuses `Date.now()` and `new Date()` anywhere else in the tests; a test of a date rule pins its own
 * clock (`manualClock`, `createTestApp({ clock })`, Playwright's `page.clock`) instead.
 */
export function wallClockNow(): number {
  return Date.now();
}
