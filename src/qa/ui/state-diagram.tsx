import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { GraphEdge, MachineGraph } from '../graph/graph-model';
import type { GraphLayout, PositionedEdge } from '../graph/layout-graph';
import { fitDiagram, initialOrigin, SMALLEST_LABEL_UNITS } from './diagram-fit';

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
  /** Top-left corner of the visible area, in SVG units. */
  x: number;
  y: number;
  /** Multiplies the fit's pixels per unit: 1 is the default zoom. */
  zoom: number;
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

/** Before the box is measured (and when rendered on the server): a laptop's content width. */
const UNMEASURED_WIDTH = 960;
const TOOLBAR_HEIGHT = 48;

function maxBoxHeight(fullScreen: boolean): number {
  if (typeof window === 'undefined') return 640;
  if (fullScreen) return window.innerHeight - TOOLBAR_HEIGHT;
  return Math.min(900, Math.max(400, Math.round(window.innerHeight * 0.7)));
}

export function StateDiagram({ name, graph, layout, active, selected, onSelect, svgRef }: StateDiagramProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; view: View } | null>(null);
  const [frameWidth, setFrameWidth] = useState(UNMEASURED_WIDTH);
  const [fullScreen, setFullScreen] = useState(false);

  const fit = useMemo(
    () => fitDiagram(layout, { width: frameWidth, maxHeight: maxBoxHeight(fullScreen), fill: fullScreen }),
    [layout, frameWidth, fullScreen],
  );
  const home = useCallback(
    (): View => ({ ...initialOrigin(layout, { width: frameWidth }, fit.pxPerUnit), zoom: 1 }),
    [layout, frameWidth, fit.pxPerUnit],
  );
  const [view, setView] = useState<View>(home);
  // A new box size (window resize, full screen) starts again from the fit of that size.
  useEffect(() => setView(home()), [home]);

  useLayoutEffect(() => {
    const el = frame.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? 0;
      if (width > 0) setFrameWidth(width);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const onChange = () => setFullScreen(document.fullscreenElement === wrapper.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const pxPerUnit = fit.pxPerUnit * view.zoom;
  const width = frameWidth / pxPerUnit;
  const height = fit.boxHeight / pxPerUnit;

  /** Zooms keeping the point at (fx, fy) of the box (fractions of its size) where it is. */
  const zoomAt = useCallback(
    (factor: number, fx = 0.5, fy = 0.5) =>
      setView((v) => {
        const zoom = clampZoom(v.zoom * factor);
        const before = fit.pxPerUnit * v.zoom;
        const after = fit.pxPerUnit * zoom;
        const px = v.x + (fx * frameWidth) / before;
        const py = v.y + (fy * fit.boxHeight) / before;
        return { zoom, x: px - (fx * frameWidth) / after, y: py - (fy * fit.boxHeight) / after };
      }),
    [fit, frameWidth],
  );

  // React's wheel listener is passive; zooming must stop the page from scrolling.
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const rect = el.getBoundingClientRect();
      const fx = (e.clientX - rect.left) / Math.max(1, rect.width);
      const fy = (e.clientY - rect.top) / Math.max(1, rect.height);
      zoomAt(e.deltaY < 0 ? 1.1 : 1 / 1.1, fx, fy);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [zoomAt]);

  const pan = (dx: number, dy: number) =>
    setView((v) => ({ ...v, x: v.x + dx / pxPerUnit, y: v.y + dy / pxPerUnit }));
  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void wrapper.current?.requestFullscreen();
  };

  const nodes = useMemo(() => Object.values(layout.nodes).sort((a, b) => a.depth - b.depth), [layout]);
  const smallestLabelPx = Math.round(SMALLEST_LABEL_UNITS * pxPerUnit);
  return (
    <div ref={wrapper} css={{ background: '#fff', ':fullscreen': { padding: 8, overflow: 'hidden' } }}>
      <div
        role="toolbar"
        aria-label={`Thu phóng sơ đồ ${name}`}
        css={{ display: 'flex', flexWrap: 'wrap', gap: 6, marginBottom: 6 }}
      >
        <button type="button" onClick={() => zoomAt(1.25)} aria-label="Phóng to">
          +
        </button>
        <button type="button" onClick={() => zoomAt(0.8)} aria-label="Thu nhỏ">
          −
        </button>
        <button type="button" onClick={() => setView(home())}>
          Vừa khung
        </button>
        <button type="button" onClick={toggleFullScreen} aria-pressed={fullScreen}>
          {fullScreen ? 'Thoát toàn màn hình' : 'Toàn màn hình'}
        </button>
        <span css={{ color: COLORS.muted, fontSize: 12, alignSelf: 'center' }}>
          {Math.round(view.zoom * 100)}% · chữ nhỏ nhất {smallestLabelPx} px · kéo hoặc dùng phím mũi tên để
          di chuyển, cuộn để thu phóng
        </span>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a pannable picture, not a form group. */}
      <div
        ref={frame}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: it takes focus so the arrow keys pan it.
        tabIndex={0}
        role="group"
        aria-label={`Khung sơ đồ ${name}: phím mũi tên để di chuyển, + và − để thu phóng`}
        css={{
          border: '1px solid #d0d5dd',
          borderRadius: 8,
          overflow: 'hidden',
          cursor: 'grab',
          background: '#fff',
          touchAction: 'none',
          // The picture's scale is worked out from this height: the border must not eat into it.
          boxSizing: 'content-box',
          height: fit.boxHeight,
        }}
        onKeyDown={(e) => {
          const step = 80;
          const moves: Record<string, [number, number]> = {
            ArrowLeft: [-step, 0],
            ArrowRight: [step, 0],
            ArrowUp: [0, -step],
            ArrowDown: [0, step],
          };
          const move = moves[e.key];
          if (move) {
            e.preventDefault();
            pan(move[0], move[1]);
          } else if (e.key === '+' || e.key === '=') zoomAt(1.25);
          else if (e.key === '-') zoomAt(0.8);
        }}
        onPointerDown={(e) => {
          if ((e.target as Element).closest('[data-state-id]')) return;
          drag.current = { x: e.clientX, y: e.clientY, view };
          e.currentTarget.setPointerCapture(e.pointerId);
        }}
        onPointerMove={(e) => {
          const start = drag.current;
          if (!start) return;
          setView({
            ...start.view,
            x: start.view.x - (e.clientX - start.x) / pxPerUnit,
            y: start.view.y - (e.clientY - start.y) / pxPerUnit,
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
          preserveAspectRatio="xMinYMin meet"
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

/** Zoom relative to the fit: out to a fifth (an overview of a large machine), in to four times. */
function clampZoom(zoom: number): number {
  return Math.min(4, Math.max(0.2, zoom));
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
