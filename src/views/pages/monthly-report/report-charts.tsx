import { css } from '@emotion/react';
import { type ReactNode, useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { colors } from '../../ui/theme';

/*
 * Charts of the monthly report, drawn with uPlot (~20 KB gzip, canvas). Every chart is a <figure>
 * whose caption says what it shows and whose table holds the same numbers: the text alternative
 * for screen readers, and what remains readable on paper and without JavaScript drawing.
 */

export interface Series {
  label: string;
  color: string;
  values: (number | null)[];
}

interface ChartProps {
  title: string;
  /** One sentence a parent reads instead of the picture. */
  summary: string;
  categories: string[];
  series: Series[];
  kind: 'bars' | 'line';
  /** Upper bound of the y axis (100 for percentages). */
  max?: number;
  unit?: string;
}

function useUplot(props: ChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const { categories, series, kind, max } = props;
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const xs = categories.map((_, i) => i);
    // Side by side when there are several series: each is nudged to its half of the category.
    const barsOf = (index: number) =>
      series.length > 1
        ? uPlot.paths.bars?.({ size: [0.35, 30], align: index === 0 ? -1 : 1 })
        : uPlot.paths.bars?.({ size: [0.6, 48] });
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 260),
        height: 220,
        // Names only: with no cursor, uPlot's live legend would read "Value: --" beside each name.
        legend: { show: series.length > 1, live: false },
        cursor: { show: false },
        scales: {
          x: { time: false, range: [-0.6, xs.length - 0.4] },
          y: { range: (_u, _min, dataMax) => [0, max ?? Math.max(dataMax, 1)] },
        },
        axes: [
          {
            values: (_u, ticks) => ticks.map((t) => categories[t] ?? ''),
            splits: () => xs,
            grid: { show: false },
          },
          { grid: { stroke: colors.line } },
        ],
        series: [
          {},
          ...series.map((s, index) => ({
            label: s.label,
            stroke: s.color,
            fill: kind === 'bars' ? s.color : undefined,
            width: kind === 'bars' ? 0 : 3,
            points: { show: kind === 'line', size: 8 },
            paths: kind === 'bars' ? barsOf(index) : undefined,
          })),
        ],
      },
      [xs, ...series.map((s) => s.values)] as uPlot.AlignedData,
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(element.clientWidth, 260), height: 220 }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [categories, series, kind, max]);
  return host;
}

const tableCss = css`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  margin-top: 8px;
  & th,
  & td {
    padding: 4px 8px;
    border-bottom: 1px solid ${colors.line};
    text-align: left;
  }
`;

export function ReportChart(props: ChartProps) {
  const host = useUplot(props);
  return (
    <figure css={css`margin: 0;`}>
      <figcaption css={css`font-weight: 800; margin-bottom: 4px;`}>{props.title}</figcaption>
      <p css={css`margin: 0 0 8px; color: ${colors.inkSoft};`}>{props.summary}</p>
      <div
        ref={host}
        aria-hidden="true"
        data-chart={props.title}
        css={css`width: 100%; min-height: 220px;`}
      />
      <details>
        <summary>Xem số liệu dạng bảng</summary>
        <ChartTable {...props} />
      </details>
    </figure>
  );
}

function ChartTable({ title, categories, series, unit = '' }: ChartProps): ReactNode {
  return (
    <table css={tableCss}>
      <caption css={css`text-align: left; color: ${colors.inkSoft};`}>{title}</caption>
      <thead>
        <tr>
          <th scope="col"> </th>
          {series.map((s) => (
            <th key={s.label} scope="col">
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {categories.map((category, i) => (
          <tr key={category}>
            <th scope="row">{category}</th>
            {series.map((s) => (
              <td key={s.label}>
                {s.values[i] === null || s.values[i] === undefined ? '—' : `${s.values[i]}${unit}`}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
