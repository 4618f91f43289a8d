import { useMemo, useState } from 'react';
import type { MachineEntry } from '../../machines/registry';
import { coverageLine, isComplete, stepText } from '../paths/format-paths';
import { type GeneratedPath, generatePaths, type PathStrategy } from '../paths/generate-paths';
import { bareFieldset, button, muted, panel, row, visuallyHidden } from './panel-styles';

interface Props {
  entry: MachineEntry;
  onReplay: (path: GeneratedPath) => void;
}

export function PathsPanel({ entry, onReplay }: Props) {
  const [strategy, setStrategy] = useState<PathStrategy>('shortest');
  const result = useMemo(() => {
    try {
      return { ok: true as const, value: generatePaths(entry, strategy) };
    } catch (error) {
      return { ok: false as const, error: String(error) };
    }
  }, [entry, strategy]);

  return (
    <div css={panel}>
      <fieldset css={[bareFieldset, row]}>
        <legend css={visuallyHidden}>Chiến lược tạo đường đi</legend>
        {(['shortest', 'simple'] as const).map((s) => (
          <button
            key={s}
            type="button"
            css={button}
            aria-pressed={strategy === s}
            onClick={() => setStrategy(s)}
          >
            {s === 'shortest' ? 'Ngắn nhất (shortest)' : 'Đơn (simple)'}
          </button>
        ))}
      </fieldset>
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
          <ol css={{ margin: 0, paddingLeft: 0, listStyle: 'none', display: 'grid', gap: 8 }}>
            {result.value.paths.map((p) => (
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
                <ol css={{ margin: '4px 0 0', paddingLeft: 20, fontSize: 13 }}>
                  {p.steps.map((step, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a path's steps are a fixed sequence; the position is their identity.
                    <li key={`${i}-${step.eventText}`}>
                      <code>{stepText(step)}</code>
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
