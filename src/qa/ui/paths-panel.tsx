import { useMemo, useState } from 'react';
import type { MachineEntry } from '../../machines/registry';
import { coverageLine, isComplete, stepText } from '../paths/format-paths';
import {
  type GeneratedPath,
  generatePaths,
  type PathStrategy,
  type PathVariants,
} from '../paths/generate-paths';
import { bareFieldset, button, muted, panel, row, visuallyHidden } from './panel-styles';

interface Props {
  entry: MachineEntry;
  onReplay: (path: GeneratedPath) => void;
}

/** Paths per page: a machine with hundreds of variants must not render them all at once. */
export const PATHS_PER_PAGE = 10;

export function PathsPanel({ entry, onReplay }: Props) {
  const [strategy, setStrategy] = useState<PathStrategy>('shortest');
  const [variants, setVariants] = useState<PathVariants>('per-state');
  const [page, setPage] = useState(0);
  const result = useMemo(() => {
    try {
      return { ok: true as const, value: generatePaths(entry, strategy, { variants }) };
    } catch (error) {
      return { ok: false as const, error: String(error) };
    }
  }, [entry, strategy, variants]);
  const pageCount = result.ok ? Math.max(1, Math.ceil(result.value.paths.length / PATHS_PER_PAGE)) : 1;
  const currentPage = Math.min(page, pageCount - 1);
  const shown = result.ok
    ? result.value.paths.slice(currentPage * PATHS_PER_PAGE, (currentPage + 1) * PATHS_PER_PAGE)
    : [];

  const chooseVariants = (v: PathVariants) => {
    setVariants(v);
    setPage(0);
  };

  return (
    <div css={panel}>
      <ToggleGroup {...STRATEGY_GROUP} value={strategy} onChange={setStrategy} />
      <ToggleGroup {...VARIANT_GROUP} value={variants} onChange={chooseVariants} />
      {!result.ok ? (
        <p role="alert" css={{ color: '#b42318' }}>
          Không tạo được đường đi: {result.error}
        </p>
      ) : (
        <>
          <p css={{ margin: 0, color: isComplete(result.value.coverage) ? '#15803d' : '#b42318' }}>
            {result.value.paths.length} đường đi · {coverageLine(result.value.coverage)}
          </p>
          {[...result.value.coverage.missingStates, ...result.value.coverage.missingTransitions].map((m) => (
            <p key={m} css={[muted, { margin: 0 }]}>
              Chưa phủ: <code>{m}</code>
            </p>
          ))}
          {pageCount > 1 && (
            <nav aria-label="Trang đường đi" css={row}>
              <button
                type="button"
                css={button}
                disabled={currentPage === 0}
                onClick={() => setPage(currentPage - 1)}
              >
                Trang trước
              </button>
              <span>
                Trang {currentPage + 1}/{pageCount}
              </span>
              <button
                type="button"
                css={button}
                disabled={currentPage >= pageCount - 1}
                onClick={() => setPage(currentPage + 1)}
              >
                Trang sau
              </button>
            </nav>
          )}
          <ol css={{ margin: 0, paddingLeft: 0, listStyle: 'none', display: 'grid', gap: 8 }}>
            {shown.map((p) => (
              <li key={p.index} css={{ border: '1px solid #eaecf0', borderRadius: 6, padding: 8 }}>
                <div css={row}>
                  <h4 css={{ margin: 0, fontSize: 14 }}>
                    Đường đi {p.index}
                    {p.scenario?.name ? ` (từ “${p.scenario.name}”)` : ''} → {p.target} ({p.steps.length}{' '}
                    bước)
                  </h4>
                  <button type="button" css={button} onClick={() => onReplay(p)}>
                    Phát lại
                  </button>
                </div>
                <details>
                  <summary css={{ cursor: 'pointer', fontSize: 13 }}>Các bước</summary>
                  <ol css={{ margin: '4px 0 0', paddingLeft: 20, fontSize: 13 }}>
                    {p.steps.map((step, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a path's steps are a fixed sequence; the position is their identity.
                      <li key={`${i}-${step.eventText}`}>
                        <code>{stepText(step)}</code>
                      </li>
                    ))}
                  </ol>
                </details>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

const STRATEGY_GROUP = {
  legend: 'Chiến lược tạo đường đi',
  options: { shortest: 'Ngắn nhất (shortest)', simple: 'Đơn (simple)' },
} as const;
const VARIANT_GROUP = {
  legend: 'Số đường đi',
  options: { 'per-state': 'Mỗi trạng thái một đường (dễ đọc)', 'all-variants': 'Mọi biến thể ngữ cảnh' },
} as const;

/** A row of pressed/unpressed buttons choosing one of `options` (keyed by value, naming each). */
function ToggleGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: Readonly<Record<T, string>>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset css={[bareFieldset, row]}>
      <legend css={visuallyHidden}>{legend}</legend>
      {(Object.keys(options) as T[]).map((option) => (
        <button
          key={option}
          type="button"
          css={button}
          aria-pressed={value === option}
          onClick={() => onChange(option)}
        >
          {options[option]}
        </button>
      ))}
    </fieldset>
  );
}
