/**
 * The clock region that layout check and post-login checks both run beside their contest lookup:
 * the result is shown only once the named delay has passed (SPEC §4: 200 ms and 1 s), however fast
 * the lookup answers. `waiting` becomes the final `elapsed`, so the parallel parent's `onDone`
 * fires when the clock and the lookup are both done.
 */
export function minimumWaitRegion<TDelay extends string>(delay: TDelay, label: string) {
  return {
    meta: { description: `Đồng hồ ${label}` },
    initial: 'waiting' as const,
    states: {
      waiting: {
        meta: { description: `Chưa đủ ${label}` },
        after: { [delay]: { target: 'elapsed' } } as Record<TDelay, { target: 'elapsed' }>,
      },
      elapsed: { meta: { description: `Đã đủ ${label}` }, type: 'final' as const },
    },
  };
}
