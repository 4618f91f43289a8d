import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { bindMachine, MachineLogicProvider } from '../../src/machines/shared/machine-binding';

/** A counter whose start depends on its input and on a guard the composition root supplies. */
const counterMachine = setup({
  types: {
    context: {} as { count: number },
    events: {} as { type: 'count.incremented' },
    input: {} as { start: number },
  },
  guards: { startsHigh: () => false },
}).createMachine({
  id: 'counter',
  context: ({ input }) => ({ count: input.start }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'startsHigh', target: 'high' }, { target: 'low' }] },
    low: { on: { 'count.incremented': { actions: assign({ count: ({ context }) => context.count + 1 }) } } },
    high: {},
  },
});

const counter = bindMachine(counterMachine);
const keyed = bindMachine(counterMachine, 'highCounter');

function KeyedCount() {
  return <output>{keyed.useSelect((s) => `${String(s.value)}:${s.context.count}`)}</output>;
}

function Count({ onSend }: { onSend?: (send: ReturnType<typeof counter.useSend>) => void }) {
  const count = counter.useSelect((s) => s.context.count);
  const level = counter.useSelect((s) => String(s.value));
  onSend?.(counter.useSend());
  return (
    <output>
      {level}:{count}
    </output>
  );
}

const render = (node: ReactNode) => renderToStaticMarkup(node);

describe('bindMachine', () => {
  it('hands an app-wide actor to the views; useSend talks to that actor', () => {
    const actor = createActor(counterMachine, { input: { start: 2 } }).start();
    let send: ReturnType<typeof counter.useSend> | null = null;
    const html = render(
      <counter.Provider actor={actor}>
        <Count onSend={(s) => (send = s)} />
      </counter.Provider>,
    );
    expect(html).toBe('<output>low:2</output>');
    send!({ type: 'count.incremented' });
    expect(actor.getSnapshot().context.count).toBe(3);
    // The same bound function every render: views may pass it down or list it in effect deps.
    let again: unknown = null;
    render(
      <counter.Provider actor={actor}>
        <Count onSend={(s) => (again = s)} />
      </counter.Provider>,
    );
    expect(again).toBe(send);
  });

  it('creates a page-local actor from the implementations given to Logic, with its input', () => {
    const html = render(
      <counter.Logic logic={{ implementations: { guards: { startsHigh: () => true } } }}>
        <counter.Provider input={{ start: 7 }}>
          <Count />
        </counter.Provider>
      </counter.Logic>,
    );
    expect(html).toBe('<output>high:7</output>');
  });

  it('finds the implementations by binding key, so the composition root need not load the machine', () => {
    const html = render(
      <MachineLogicProvider
        logics={{ highCounter: { implementations: { guards: { startsHigh: () => true } } } }}
      >
        <keyed.Provider input={{ start: 4 }}>
          <KeyedCount />
        </keyed.Provider>
      </MachineLogicProvider>,
    );
    expect(html).toBe('<output>high:4</output>');
  });

  it('says what is missing: a Logic for a page-local actor, a Provider for a view', () => {
    expect(() => render(<counter.Provider input={{ start: 1 }}>{null}</counter.Provider>)).toThrow(
      'counter: a page-local actor needs <counter.Logic> above it (or "counter" in <MachineLogicProvider>)',
    );
    expect(() => render(<Count />)).toThrow('counter: this view needs a <Provider> of the counter machine');
  });
});
