import { useParams } from 'react-router-dom';
import { ROUTES } from '../domain/constants';
import { machineRegistry } from '../machines/registry';
import { Link } from '../views/ui/link';
import { layout } from '../views/ui/theme';
import { MachinePanel } from './ui/machine-panel';
import { muted } from './ui/panel-styles';
import { useLiveRecords } from './ui/use-live-records';

/** The shareable address of one machine in the inspector. */
export function qaMachinePath(name: string): string {
  return `${ROUTES.qaMachines}/${encodeURIComponent(name)}`;
}

/**
 * /qa/machines and /qa/machines/<name>: the registered machines listed beside one machine drawn from
 * its definition, following the app's live actors (reported by `qaInspect` over a BroadcastChannel),
 * with simulation, paths and export. The live log is kept for every machine while QA moves between
 * them. Lazily loaded by the router; turned off at build time with VITE_QA_TOOLS=0.
 */
export default function QaMachinesPage() {
  const { records, supported } = useLiveRecords();
  const { machine: requested } = useParams();
  const entry = requested ? machineRegistry.find((m) => m.name === requested) : machineRegistry[0];
  return (
    <main
      css={{
        maxWidth: 1600,
        margin: '0 auto',
        padding: 16,
        display: 'grid',
        gridTemplateColumns: 'minmax(160px, 220px) minmax(0, 1fr)',
        gap: 24,
        alignItems: 'start',
      }}
    >
      <nav
        aria-label="Danh sách máy"
        css={{
          position: 'sticky',
          top: layout.headerHeight + 8,
          maxHeight: `calc(100vh - ${layout.headerHeight + 24}px)`,
          overflowY: 'auto',
        }}
      >
        <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 2 }}>
          {machineRegistry.map((m) => {
            const current = m === entry;
            return (
              <li key={m.name}>
                <Link
                  to={qaMachinePath(m.name)}
                  aria-current={current ? 'page' : undefined}
                  css={{
                    display: 'block',
                    padding: '4px 8px',
                    borderRadius: 6,
                    fontSize: 14,
                    textDecoration: 'none',
                    color: current ? '#fff' : '#1d2939',
                    background: current ? '#1d4ed8' : 'transparent',
                    ':hover': { background: current ? '#1d4ed8' : '#eef2ff' },
                  }}
                >
                  {m.name}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div css={{ display: 'grid', gap: 16, minWidth: 0 }}>
        <header>
          <h1 css={{ margin: 0, fontSize: 24 }}>Máy trạng thái (QA)</h1>
          <p css={[muted, { margin: '4px 0 0' }]}>
            {machineRegistry.length} máy trong registry. Mở ứng dụng ở tab khác để theo dõi trực tiếp
            {supported
              ? ''
              : ' (trình duyệt này không có BroadcastChannel nên không theo dõi trực tiếp được)'}
            .
          </p>
        </header>
        {machineRegistry.length === 0 && <p>Chưa có máy nào trong src/machines/registry.ts.</p>}
        {requested && !entry && (
          <p role="alert">
            Không có máy “{requested}” trong registry. Chọn một máy trong danh sách bên trái.
          </p>
        )}
        {entry && <MachinePanel key={entry.name} entry={entry} records={records} />}
      </div>
    </main>
  );
}
