import type { StateValue } from 'xstate';
import { vietnamWallClock } from '../../domain/time';
import { stateValueText } from '../paths/state-text';
import { muted, scroll, table } from './panel-styles';

export interface LogRow {
  key: string;
  time: string;
  event: string;
  from: StateValue | null;
  to: StateValue;
  actor?: string;
}

export function EventLog({ rows, caption }: { rows: LogRow[]; caption: string }) {
  if (rows.length === 0) return <p css={muted}>Chưa có sự kiện nào.</p>;
  return (
    <div css={scroll}>
      <table css={table}>
        <caption css={[muted, { textAlign: 'left', padding: 4 }]}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Thời gian (giờ Việt Nam)</th>
            {rows.some((r) => r.actor) && <th scope="col">Actor</th>}
            <th scope="col">Sự kiện</th>
            <th scope="col">Từ trạng thái</th>
            <th scope="col">Đến trạng thái</th>
          </tr>
        </thead>
        <tbody>
          {[...rows].reverse().map((r) => (
            <tr key={r.key}>
              <td>{r.time}</td>
              {rows.some((x) => x.actor) && <td>{r.actor}</td>}
              <td>
                <code>{r.event}</code>
              </td>
              <td>{r.from === null ? '—' : stateValueText(r.from)}</td>
              <td>{stateValueText(r.to)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** 'HH:mm:ss.SSS' in Vietnam's time (the app's zone, UTC+7), whatever the QA machine's zone is. */
export function clockTime(ms: number): string {
  const d = vietnamWallClock(ms);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}.${pad(d.getUTCMilliseconds(), 3)}`;
}
