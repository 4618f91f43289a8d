/**
 * A view's switch over its machine's states: the name of the first of `states` the snapshot is in
 * (checked in order), or `otherwise` — `firstMatch(s, { loading: 'loading', failed: 'failed' }, 'shown')`.
 */
export function firstMatch<V, N extends string, O>(
  snapshot: { matches: (value: V) => boolean },
  states: Record<N, V>,
  otherwise: O,
): N | O {
  for (const name in states) if (snapshot.matches(states[name])) return name;
  return otherwise;
}
