import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { GraphEdge, MachineGraph } from '../graph/graph-model';
import type { GraphLayout, PositionedEdge } from '../graph/layout-graph';

/*
 * Drawn with SVG presentation attributes rather than CSS classes, so the exported SVG file renders
 * the same on its own.
 */
const COLORS = {
  stroke: '#475467',
  fill: '#ffffff',
  compoundFill: '#f8fafc',
  activeFill: '#dcfce7',
  activeStroke: '#15803d',
  selected: '#2563eb',
  edge: '#667085',
  label: '#1d2939',
  muted: '#667085',
};

interface View {
  x: number;
  y: number;
  scale: number;
}

export interface StateDiagramProps {
  name: string;
  graph: MachineGraph;
  layout: GraphLayout;
  active: Set<string>;
  selected: string | null;
  onSelect: (id: string | null) => void;
  /** Receives the `<svg>` element for export. */
  svgRef?: (svg: SVGSVGElement | null) => void;
}

export function StateDiagram({ name, graph, layout, active, selected, onSelect, svgRef }: StateDiagramProps) {
  const [view, setView] = useState<View>({ x: 0, y: 0, scale: 1 });
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; view: View } | null>(null);

  // React's wheel listener is passive; zooming must stop the page from scrolling.
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const factor = e.deltaY < 0 ? 1.1 : 1 / 1.1;
      setView((v) => ({ ...v, scale: clamp(v.scale * factor) }));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  const width = layout.width / view.scale;
  const height = layout.height / view.scale;
  const nodes = useMemo(() => Object.values(layout.nodes).sort((a, b) => a.depth - b.depth), [layout]);

  const zoom = (factor: number) => setView((v) => ({ ...v, scale: clamp(v.scale * factor) }));
  return (
    <div>
      <div
        role="toolbar"
        aria-label={`Thu phóng sơ đồ ${name}`}
        css={{ display: 'flex', gap: 6, marginBottom: 6 }}
      >
        <button type="button" onClick={() => zoom(1.25)} aria-label="Phóng to">
          +
        </button>
        <button type="button" onClick={() => zoom(0.8)} aria-label="Thu nhỏ">
          −
        </button>
        <button type="button" onClick={() => setView({ x: 0, y: 0, scale: 1 })}>
          Vừa khung
        </button>
        <span css={{ color: COLORS.muted, fontSize: 12, alignSelf: 'center' }}>
          {Math.round(view.scale * 100)}% · kéo để di chuyển, cuộn để thu phóng
        </span>
      </div>
      <div
        ref={frame}
        css={{
          border: '1px solid #d0d5dd',
          borderRadius: 8,
          overflow: 'hidden',
          cursor: 'grab',
          background: '#fff',
          touchAction: 'none',
          height: Math.min(640, Math.max(240, layout.height + 24)),
        }}
        onPointerDown={(e) => {
          if ((e.target as Element).closest('[data-state-id]')) return;
          drag.current = { x: e.clientX, y: e.clientY, view };
          e.currentTarget.setPointerCapture(e.pointerId);
        }}
        onPointerMove={(e) => {
          const start = drag.current;
          if (!start) return;
          const rect = e.currentTarget.getBoundingClientRect();
          const perPx = width / Math.max(1, rect.width);
          setView({
            ...start.view,
            x: start.view.x - (e.clientX - start.x) * perPx,
            y: start.view.y - (e.clientY - start.y) * perPx,
          });
        }}
        onPointerUp={() => {
          drag.current = null;
        }}
      >
        <svg
          ref={svgRef}
          xmlns="http://www.w3.org/2000/svg"
          role="img"
          aria-label={`Sơ đồ trạng thái ${name}`}
          viewBox={`${view.x} ${view.y} ${width} ${height}`}
          width="100%"
          height="100%"
          preserveAspectRatio="xMidYMin meet"
          fontFamily="system-ui, sans-serif"
          fontSize={12}
        >
          <title>{`Sơ đồ trạng thái ${name}`}</title>
          <defs>
            <marker
              id={`arrow-${name}`}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto"
            >
              <path d="M0,0 L10,5 L0,10 z" fill={COLORS.edge} />
            </marker>
          </defs>
          {nodes.map((n) => (
            <StateBox
              key={n.id}
              graph={graph}
              id={n.id}
              box={n}
              active={active.has(n.id)}
              selected={selected === n.id}
              onSelect={onSelect}
            />
          ))}
          {Object.entries(layout.initialDots).map(([owner, dot]) => (
            <circle
              key={`${owner}-initial`}
              cx={dot.x + dot.width / 2}
              cy={dot.y + dot.height / 2}
              r={5}
              fill={COLORS.stroke}
            />
          ))}
          {layout.edges.map((e) => (
            <EdgePath key={e.edge.id} positioned={e} marker={`arrow-${name}`} />
          ))}
        </svg>
      </div>
    </div>
  );
}

function clamp(scale: number): number {
  return Math.min(4, Math.max(0.2, scale));
}

function StateBox(props: {
  graph: MachineGraph;
  id: string;
  box: { x: number; y: number; width: number; height: number };
  active: boolean;
  selected: boolean;
  onSelect: (id: string | null) => void;
}) {
  const { graph, id, box, active, selected, onSelect } = props;
  const node = graph.nodes[id]!;
  const parent = node.parentId ? graph.nodes[node.parentId] : null;
  const isRegion = parent?.type === 'parallel';
  const compound = node.children.length > 0;
  const stroke = selected ? COLORS.selected : active ? COLORS.activeStroke : COLORS.stroke;
  const fill = active ? COLORS.activeFill : compound ? COLORS.compoundFill : COLORS.fill;
  const tooltip = [node.id, node.description ?? 'Chưa có mô tả (meta.description)'].join('\n');
  const lines: ReactNode[] = node.invokes.map((inv, i) => (
    <text
      key={inv.id}
      x={box.x + (compound ? 10 : box.width / 2)}
      y={box.y + (compound ? 36 : 30) + i * 16}
      textAnchor={compound ? 'start' : 'middle'}
      fill={COLORS.muted}
      fontSize={11}
    >
      {`invoke ${inv.src}${inv.src === inv.id ? '' : ` (${inv.id})`}`}
    </text>
  ));
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be a <button>; it is focusable and keyboard operable.
    <g
      data-state-id={id}
      data-active={active ? 'true' : 'false'}
      role="button"
      tabIndex={0}
      aria-label={`${node.key}${active ? ' (đang hoạt động)' : ''}`}
      aria-pressed={selected}
      onClick={(e) => {
        e.stopPropagation();
        onSelect(selected ? null : id);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          onSelect(selected ? null : id);
        }
      }}
      style={{ cursor: 'pointer' }}
    >
      <title>{tooltip}</title>
      <rect
        x={box.x}
        y={box.y}
        width={box.width}
        height={box.height}
        rx={8}
        fill={fill}
        stroke={stroke}
        strokeWidth={active || selected ? 2.5 : 1.2}
        strokeDasharray={isRegion ? '6 4' : undefined}
      />
      {node.type === 'final' && (
        <rect
          x={box.x + 3}
          y={box.y + 3}
          width={box.width - 6}
          height={box.height - 6}
          rx={6}
          fill="none"
          stroke={stroke}
        />
      )}
      <text
        x={compound ? box.x + 10 : box.x + box.width / 2}
        y={box.y + (compound ? 18 : 16 + (node.invokes.length ? 0 : 5))}
        textAnchor={compound ? 'start' : 'middle'}
        fontWeight={compound ? 600 : 500}
        fill={COLORS.label}
      >
        {node.type === 'history' ? `H ${node.key}` : node.key}
        {node.type === 'parallel' ? ' ∥' : ''}
      </text>
      {lines}
    </g>
  );
}

function EdgePath({ positioned, marker }: { positioned: PositionedEdge; marker: string }) {
  const { points, label, edge } = positioned;
  if (points.length < 2) return null;
  const d = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x},${p.y}`).join(' ');
  return (
    <g data-edge-id={edge.id} data-edge-kind={edge.kind}>
      <path
        d={d}
        fill="none"
        stroke={COLORS.edge}
        strokeWidth={1.2}
        strokeDasharray={dashFor(edge)}
        markerEnd={`url(#${marker})`}
      />
      {label && (
        <>
          <rect
            x={label.x - 2}
            y={label.y - 1}
            width={label.width + 4}
            height={label.height + 2}
            fill="#ffffff"
            opacity={0.9}
            rx={3}
          />
          <text
            x={label.x + label.width / 2}
            y={label.y + label.height - 3}
            textAnchor="middle"
            fontSize={11}
            fill={COLORS.label}
          >
            {label.text}
          </text>
        </>
      )}
    </g>
  );
}

function dashFor(edge: GraphEdge): string | undefined {
  if (edge.kind === 'after') return '4 3';
  if (edge.kind === 'always') return '1 3';
  return undefined;
}
