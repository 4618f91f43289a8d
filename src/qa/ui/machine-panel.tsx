import { useCallback, useEffect, useMemo, useState } from 'react';
import type { StateValue } from 'xstate';
import type { MachineEntry } from '../../machines/registry';
import { type GraphLayout, layoutGraph } from '../graph/layout-graph';
import { machineToGraph } from '../graph/machine-to-graph';
import type { GeneratedPath } from '../paths/generate-paths';
import { stateValueText } from '../paths/state-text';
import type { QaSnapshotRecord } from '../qa-protocol';
import { activeIds } from './active-states';
import { clockTime, EventLog } from './event-log';
import { ExportPanel } from './export-panel';
import { bareFieldset, button, muted, panel, row, visuallyHidden } from './panel-styles';
import { PathsPanel } from './paths-panel';
import { type ReplayRequest, SimulatePanel } from './simulate-panel';
import { StateDiagram } from './state-diagram';
import { actorNames, latestByActor } from './use-live-records';

type Mode = 'live' | 'simulate' | 'paths' | 'export';
const MODES: Array<{ mode: Mode; label: string }> = [
  { mode: 'live', label: 'Trực tiếp (live)' },
  { mode: 'simulate', label: 'Mô phỏng (simulate)' },
  { mode: 'paths', label: 'Đường đi (paths)' },
  { mode: 'export', label: 'Xuất (SVG, Mermaid)' },
];

interface Props {
  entry: MachineEntry;
  records: QaSnapshotRecord[];
}

export function MachinePanel({ entry, records }: Props) {
  const graph = useMemo(() => machineToGraph(entry.machine), [entry]);
  const [layout, setLayout] = useState<GraphLayout | null>(null);
  const [layoutError, setLayoutError] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>('live');
  const [selected, setSelected] = useState<string | null>(null);
  const [simValue, setSimValue] = useState<StateValue | null>(null);
  const [replay, setReplay] = useState<ReplayRequest | null>(null);
  const [svg, setSvg] = useState<SVGSVGElement | null>(null);
  const [pickedActor, setPickedActor] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    layoutGraph(graph).then(
      (l) => !cancelled && setLayout(l),
      (error: unknown) => !cancelled && setLayoutError(String(error)),
    );
    return () => {
      cancelled = true;
    };
  }, [graph]);

  const machineId = entry.machine.id;
  const latest = useMemo(() => latestByActor(records, machineId), [records, machineId]);
  const names = useMemo(() => actorNames(records, machineId), [records, machineId]);
  const actors = [...latest.values()].sort((a, b) => b.time - a.time);
  // Follow the actor that changed most recently unless the tester picked one.
  const liveActor = (pickedActor && latest.get(pickedActor)) || actors[0] || null;
  const liveRows = records
    .filter((r) => r.machineId === machineId && !r.replay && (!pickedActor || r.actorId === pickedActor))
    .map((r, i) => ({
      key: `${r.actorId}-${r.time}-${i}`,
      time: clockTime(r.time),
      event: r.eventType,
      from: r.from,
      to: r.to,
      actor: names.get(r.actorId) ?? machineId,
    }));

  const value = mode === 'live' ? (liveActor?.to ?? null) : simValue;
  const active = useMemo(() => activeIds(graph, value), [graph, value]);
  const onSimValue = useCallback((v: StateValue | null) => setSimValue(v), []);
  const replayPath = (p: GeneratedPath) => {
    setReplay({
      nonce: Date.now(),
      title: `Đường đi ${p.index} → ${p.target}`,
      steps: p.steps,
      ...(p.scenario ? { input: p.scenario.input } : {}),
    });
    setMode('simulate');
  };
  const selectedNode = selected ? graph.nodes[selected] : null;

  return (
    <section
      aria-labelledby={`machine-${entry.name}`}
      css={{ borderTop: '1px solid #eaecf0', paddingTop: 16 }}
    >
      <h2 id={`machine-${entry.name}`} css={{ margin: '0 0 4px', fontSize: 20 }}>
        {entry.name}
      </h2>
      <p css={[muted, { margin: '0 0 8px' }]}>
        {entry.purpose} · id <code>{machineId}</code> · {graph.order.length} trạng thái
      </p>
      <fieldset css={[bareFieldset, row]}>
        <legend css={visuallyHidden}>Chế độ cho {entry.name}</legend>
        {MODES.map((m) => (
          <button
            key={m.mode}
            type="button"
            css={button}
            aria-pressed={mode === m.mode}
            onClick={() => setMode(m.mode)}
          >
            {m.label}
          </button>
        ))}
      </fieldset>
      <div
        css={{
          display: 'grid',
          // Inside the shell's content width the diagram needs the whole row: the live state, simulation and
          // paths go under it (the diagram shows the active state itself).
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 16,
          marginTop: 8,
        }}
      >
        <div>
          {layoutError && <p role="alert">Không dàn được sơ đồ: {layoutError}</p>}
          {!layout && !layoutError && <p css={muted}>Đang dàn sơ đồ…</p>}
          {layout && (
            <StateDiagram
              name={entry.name}
              graph={graph}
              layout={layout}
              active={active}
              selected={selected}
              onSelect={setSelected}
              svgRef={setSvg}
            />
          )}
          <p css={[muted, { minHeight: 36 }]} aria-live="polite">
            {selectedNode ? (
              <>
                <strong>{selectedNode.id}</strong> ({selectedNode.type}):{' '}
                {selectedNode.description ?? 'chưa có meta.description'}
              </>
            ) : (
              'Chọn một trạng thái (hoặc rê chuột lên) để xem mô tả.'
            )}
          </p>
        </div>
        <div css={panel}>
          {mode === 'live' && (
            <>
              <div css={row}>
                <strong>Trạng thái trực tiếp:</strong>
                <code>{liveActor ? stateValueText(liveActor.to) : '—'}</code>
              </div>
              {actors.length > 1 && (
                <label css={row}>
                  Actor
                  <select value={pickedActor ?? ''} onChange={(e) => setPickedActor(e.target.value || null)}>
                    <option value="">Mới thay đổi nhất</option>
                    {actors.map((a) => (
                      <option key={a.actorId} value={a.actorId}>
                        {names.get(a.actorId) ?? machineId} ({stateValueText(a.to)})
                      </option>
                    ))}
                  </select>
                </label>
              )}
              {actors.length === 0 && (
                <p css={muted}>
                  Chưa có actor nào của máy này báo trạng thái. Mở ứng dụng ở một tab khác: trạng thái sẽ hiện
                  ở đây.
                </p>
              )}
              <EventLog rows={liveRows} caption="Nhật ký sự kiện trực tiếp" />
            </>
          )}
          {mode === 'simulate' && (
            <SimulatePanel entry={entry} graph={graph} replay={replay} onValue={onSimValue} />
          )}
          {mode === 'paths' && <PathsPanel entry={entry} onReplay={replayPath} />}
          {mode === 'export' && <ExportPanel name={entry.name} graph={graph} layout={layout} svg={svg} />}
        </div>
      </div>
    </section>
  );
}
