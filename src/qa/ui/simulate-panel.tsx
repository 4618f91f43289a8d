import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AnyMachineSnapshot, EventObject, InspectionEvent, StateValue } from 'xstate';
import type { MachineEntry } from '../../machines/registry';
import type { MachineGraph } from '../graph/graph-model';
import type { PathStep } from '../paths/generate-paths';
import { eventsFromExamples } from '../paths/path-events';
import { eventText, stateValueText } from '../paths/state-text';
import { applyStep, availableEvents, type Simulation, sameValue, startSimulation } from '../sim/simulation';
import { EventLog, type LogRow } from './event-log';
import { button, muted, panel, row } from './panel-styles';

const NUDGE_MS = 300;

export interface ReplayRequest {
  /** Changes on every request, so replaying the same path twice restarts it. */
  nonce: number;
  title: string;
  steps: PathStep[];
  /** The input the path starts from; the entry's first scenario when absent. */
  input?: unknown;
}

interface Props {
  entry: MachineEntry;
  graph: MachineGraph;
  replay: ReplayRequest | null;
  onValue: (value: StateValue | null) => void;
}

export function SimulatePanel({ entry, graph, replay, onValue }: Props) {
  const sim = useRef<Simulation | null>(null);
  const [, setVersion] = useState(0);
  const [log, setLog] = useState<LogRow[]>([]);
  const [actions, setActions] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [replayAt, setReplayAt] = useState(0);
  const [replayResults, setReplayResults] = useState<boolean[]>([]);
  const eventsFor = useMemo(() => entry.pathOptions?.events ?? eventsFromExamples(entry.events), [entry]);

  const start = useCallback(() => {
    sim.current?.actor.stop();
    setLog([]);
    setActions([]);
    setFailure(null);
    setReplayAt(0);
    setReplayResults([]);
    let previous: StateValue | null = null;
    let counter = 0;
    const inspect = (ev: InspectionEvent) => {
      if (ev.type !== '@xstate.snapshot' || ev.actorRef.sessionId !== ev.rootId) return;
      const snapshot = ev.snapshot as AnyMachineSnapshot;
      const from = previous;
      previous = snapshot.value;
      const at = sim.current?.clock.now() ?? 0;
      setLog((rows) => [
        ...rows,
        {
          key: String(counter++),
          time: `${at} ms`,
          event: eventText(ev.event, graph),
          from,
          to: snapshot.value,
        },
      ]);
    };
    try {
      sim.current = startSimulation(entry.machine, {
        input:
          replay && 'input' in replay
            ? replay.input
            : (entry.pathOptions?.scenarios?.[0]?.input ?? entry.pathOptions?.input),
        inspect,
        onAction: (name) => setActions((list) => [...list.slice(-49), name]),
      });
      onValue(sim.current.actor.getSnapshot().value);
    } catch (error) {
      sim.current = null;
      setFailure(`Không khởi động được máy: ${String(error)}`);
      onValue(null);
    }
    setVersion((v) => v + 1);
  }, [entry, graph, onValue, replay]);

  // A new replay request (or first mount) restarts the simulation from the initial state.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restart only when a new replay is requested.
  useEffect(() => {
    start();
    return () => {
      sim.current?.actor.stop();
    };
  }, [replay?.nonce]);

  const act = (fn: (s: Simulation) => void) => {
    const s = sim.current;
    if (!s) return;
    try {
      fn(s);
    } catch (error) {
      setFailure(String(error));
    }
    const snapshot = s.actor.getSnapshot();
    if (snapshot.status === 'error') setFailure(`Máy lỗi: ${String(snapshot.error)}`);
    onValue(snapshot.value);
    setVersion((v) => v + 1);
  };

  const stepReplay = () => {
    const step = replay?.steps[replayAt];
    if (!step) return;
    act((s) => {
      applyStep(s, step);
      setReplayResults((r) => [...r, sameValue(s.actor.getSnapshot().value, step.toValue)]);
      setReplayAt((i) => i + 1);
    });
  };
  const runReplay = () => {
    const steps = replay?.steps ?? [];
    act((s) => {
      const results = [...replayResults];
      for (const step of steps.slice(replayAt)) {
        applyStep(s, step);
        results.push(sameValue(s.actor.getSnapshot().value, step.toValue));
      }
      setReplayResults(results);
      setReplayAt(steps.length);
    });
  };

  const s = sim.current;
  const snapshot = s?.actor.getSnapshot() as AnyMachineSnapshot | undefined;
  const events: EventObject[] = snapshot ? availableEvents(snapshot, eventsFor) : [];
  const nextTimer = s?.clock.msToNextTimer() ?? null;

  return (
    <div css={panel}>
      <div css={row}>
        <strong>Trạng thái:</strong> <code>{snapshot ? stateValueText(snapshot.value) : '—'}</code>
        <span css={muted}>
          · trạng thái máy: {snapshot?.status ?? '—'} · đồng hồ mô phỏng: {s?.clock.now() ?? 0} ms
          {nextTimer !== null ? ` · hẹn giờ kế tiếp sau ${nextTimer} ms` : ' · không có hẹn giờ'}
        </span>
      </div>
      <div css={row}>
        <button type="button" css={button} onClick={start}>
          Khởi động lại
        </button>
        <button type="button" css={button} onClick={() => act((x) => x.clock.increment(NUDGE_MS))}>
          +{NUDGE_MS} ms
        </button>
        <button
          type="button"
          css={button}
          disabled={nextTimer === null}
          onClick={() => act((x) => x.clock.advanceToNextTimer())}
        >
          Đến mốc hẹn giờ kế tiếp
        </button>
      </div>
      {failure && (
        <p role="alert" css={{ color: '#b42318', margin: 0 }}>
          {failure}
        </p>
      )}
      <section aria-label="Sự kiện có thể gửi">
        <h4 css={{ margin: '4px 0' }}>Sự kiện có thể gửi</h4>
        {events.length === 0 ? (
          <p css={muted}>Không có sự kiện nào ở trạng thái này.</p>
        ) : (
          <div css={row}>
            {events.map((event) => {
              const { type: _type, ...payload } = event;
              return (
                <span
                  key={JSON.stringify(event)}
                  css={{ display: 'inline-flex', gap: 4, alignItems: 'start' }}
                >
                  <button
                    type="button"
                    css={button}
                    data-event-type={event.type}
                    onClick={() => act((x) => x.actor.send(event))}
                  >
                    {eventText(event, graph, 'short')}
                  </button>
                  {Object.keys(payload).length > 0 && (
                    // The whole payload (a user object is 2 kB) only when asked for.
                    <details css={{ fontSize: 12 }}>
                      <summary>Dữ liệu</summary>
                      <pre css={{ maxWidth: 360, maxHeight: 240, overflow: 'auto', margin: 0 }}>
                        {JSON.stringify(payload, null, 2)}
                      </pre>
                    </details>
                  )}
                </span>
              );
            })}
          </div>
        )}
      </section>
      {replay && (
        <section aria-label="Phát lại đường đi">
          <h4 css={{ margin: '4px 0' }}>Phát lại: {replay.title}</h4>
          <ol css={{ margin: 0, paddingLeft: 20, fontSize: 13 }}>
            {replay.steps.map((step, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a path's steps are a fixed sequence; the position is their identity.
              <li key={`${i}-${step.eventText}`} aria-current={i === replayAt ? 'step' : undefined}>
                <code>
                  {step.from} --{step.eventText}--&gt; {step.to}
                </code>{' '}
                {replayResults[i] === true && <span>✓ khớp</span>}
                {replayResults[i] === false && <span>✗ không khớp đường đi</span>}
              </li>
            ))}
          </ol>
          <div css={row}>
            <button
              type="button"
              css={button}
              disabled={replayAt >= replay.steps.length}
              onClick={stepReplay}
            >
              Bước tiếp
            </button>
            <button type="button" css={button} disabled={replayAt >= replay.steps.length} onClick={runReplay}>
              Chạy hết
            </button>
          </div>
        </section>
      )}
      {actions.length > 0 && (
        <p css={muted}>
          Hành động đã gọi (giả lập): <code>{actions.join(', ')}</code>
        </p>
      )}
      <EventLog rows={log} caption="Nhật ký mô phỏng (thời gian theo đồng hồ mô phỏng)" />
    </div>
  );
}
