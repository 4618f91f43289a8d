/**
 * The buttons of a form step that each open another step with the last error cleared (the machine's
 * `clearError` action): event → state, one line a button. Made for one machine's events, so that
 * an event name it does not know fails to compile: `const opens = opensClearingError<Event['type']>()`.
 */
export function opensClearingError<TEventType extends string>() {
  return <const T extends { [K in keyof T]: K extends TEventType ? string : never }>(targets: T) => {
    const on: Record<string, { target: string; actions: 'clearError' }> = {};
    for (const [event, target] of Object.entries<string>(targets))
      on[event] = { target, actions: 'clearError' };
    return on as { [K in keyof T]: { target: T[K]; actions: 'clearError' } };
  };
}
