import { machineRegistry } from '../machines/registry';
import { MachinePanel } from './ui/machine-panel';
import { muted } from './ui/panel-styles';
import { useLiveRecords } from './ui/use-live-records';

/**
 * /qa/machines: every registered machine drawn from its definition, following the app's live
 * actors (reported by `qaInspect` over a BroadcastChannel), with simulation, paths and export.
 * Lazily loaded by the router; turned off at build time with VITE_QA_TOOLS=0.
 */
export default function QaMachinesPage() {
  const { records, supported } = useLiveRecords();
  return (
    <main css={{ maxWidth: 1400, margin: '0 auto', padding: 16, display: 'grid', gap: 16 }}>
      <header>
        <h1 css={{ margin: 0, fontSize: 24 }}>Máy trạng thái (QA)</h1>
        <p css={[muted, { margin: '4px 0 0' }]}>
          {machineRegistry.length} máy trong registry. Mở ứng dụng ở tab khác để theo dõi trực tiếp
          {supported ? '' : ' (trình duyệt này không có BroadcastChannel nên không theo dõi trực tiếp được)'}.
        </p>
        <nav aria-label="Danh sách máy">
          <ul
            css={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 12,
              listStyle: 'none',
              padding: 0,
              margin: '8px 0 0',
            }}
          >
            {machineRegistry.map((entry) => (
              <li key={entry.name}>
                <a href={`#machine-${entry.name}`}>{entry.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {machineRegistry.length === 0 && <p>Chưa có máy nào trong src/machines/registry.ts.</p>}
      {machineRegistry.map((entry) => (
        <MachinePanel key={entry.name} entry={entry} records={records} />
      ))}
    </main>
  );
}
