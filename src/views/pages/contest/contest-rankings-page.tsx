import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ContestProfile, RankingRow } from '../../../contracts/contest';
import { CONTEST_ROUTES } from '../../../domain/contest';
import type { ContestHome } from '../../../machines/contest-auth/contest-auth.types';
import { contestRankingsBinding } from '../../../machines/contest-rankings/contest-rankings.binding';
import {
  isMyRow,
  mayExport,
  myRowOf,
  RANKING_TABS,
  TAB_FILTERS,
} from '../../../machines/contest-rankings/contest-rankings.query';
import type { ExportScope, RankingTab } from '../../../machines/contest-rankings/contest-rankings.types';
import { Alert } from '../../ui/alert';
import { Button, linkButtonCss } from '../../ui/button';
import { Card } from '../../ui/card';
import { firstMatch } from '../../ui/first-match';
import { rowCss, stackCss } from '../../ui/layout';
import { Link } from '../../ui/link';
import { PageTitle } from '../../ui/page-title';
import { SelectField } from '../../ui/select-field';
import { TabBar } from '../../ui/tab-bar';
import { colors, radii } from '../../ui/theme';
import { ContestGate } from './contest-gate';
import { formatDuration, formatScore, loadingOrFailed, MedalBadge, Muted, PageButtons } from './contest-ui';

const TAB_NAMES: Record<RankingTab, string> = {
  'student/school': 'Học sinh trong trường',
  'student/province': 'Học sinh trong tỉnh',
  'school/province': 'Trường trong tỉnh',
  'school/grade': 'Trường theo khối',
  province: 'Tỉnh/thành phố',
};

const GRADES = Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: `Khối ${i + 1}` }));

/** /cuoc-thi/xep-hang?vong= — the five rankings of a round. */
export function ContestRankingsPage({ storedToken }: { storedToken: string | null }) {
  return (
    <>
      <title>Bảng xếp hạng cuộc thi — Uniclass</title>
      <PageTitle subtitle="Xếp hạng theo điểm, rồi theo thời gian làm bài.">Bảng xếp hạng</PageTitle>
      <ContestGate storedToken={storedToken}>
        {({ profile, home }) => <RoundPicker profile={profile} home={home} />}
      </ContestGate>
    </>
  );
}

function RoundPicker({ profile, home }: { profile: ContestProfile; home: ContestHome }) {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('vong'));
  const rounds = home.rounds.filter((r) => r.status !== 'upcoming');
  // Default: the latest round that has started.
  const round = rounds.find((r) => r.id === asked) ?? rounds.at(-1) ?? null;
  if (!round) return <Muted>Chưa có vòng thi nào để xếp hạng.</Muted>;
  const viewer = {
    profileId: profile.id,
    role: profile.role,
    provinceId: profile.provinceId,
    schoolId: profile.schoolId,
    grade: profile.grade,
  };
  return (
    <div css={stackCss}>
      <div css={[rowCss, css`justify-content: space-between;`]}>
        <div css={css`min-width: 260px;`}>
          <SelectField
            label="Vòng thi"
            value={String(round.id)}
            options={rounds.map((r) => ({ value: String(r.id), label: r.name }))}
            onChange={(e) => setParams({ vong: e.target.value })}
          />
        </div>
        <Link to={CONTEST_ROUTES.home} css={linkButtonCss('ghost')}>
          Về trang cuộc thi
        </Link>
      </div>
      <contestRankingsBinding.Provider
        key={round.id}
        input={{ roundId: round.id, roundGrade: round.grade, viewer }}
      >
        <Rankings />
      </contestRankingsBinding.Provider>
    </div>
  );
}

function Rankings() {
  const tab = contestRankingsBinding.useSelect((s) => s.context.tab);
  const send = contestRankingsBinding.useSend();
  return (
    <div css={stackCss}>
      <TabBar
        label="Loại bảng xếp hạng"
        tabs={RANKING_TABS}
        selected={tab}
        names={(t) => TAB_NAMES[t]}
        tabId={(t) => `tab-${t}`}
        panelId="ranking-panel"
        onSelect={(t) => send({ type: 'tab.selected', tab: t })}
        listCss={[rowCss, css`gap: 6px;`]}
        tabCss={(selected) => css`
          padding: 8px 14px;
          border-radius: ${radii.pill};
          border: 2px solid ${selected ? colors.primary : colors.line};
          background: ${selected ? colors.primarySoft : colors.surface};
          color: ${selected ? colors.primaryDark : colors.inkSoft};
          font-weight: 700;
          cursor: pointer;
        `}
      />
      <div role="tabpanel" id="ranking-panel" aria-labelledby={`tab-${tab}`} css={stackCss}>
        <Toolbar />
        <ExportBar />
        <List />
      </div>
    </div>
  );
}

function Toolbar() {
  const tab = contestRankingsBinding.useSelect((s) => s.context.tab);
  const filters = contestRankingsBinding.useSelect((s) => s.context.filters);
  const provinces = contestRankingsBinding.useSelect((s) => s.context.basics.provinces);
  const canJump = contestRankingsBinding.useSelect(
    (s) => s.matches({ basics: 'ready' }) && myRowOf(s.context.basics.me, s.context.tab) !== null,
  );
  const send = contestRankingsBinding.useSend();
  const shown = TAB_FILTERS[tab];
  return (
    <div css={[rowCss, css`align-items: flex-end;`]}>
      {shown.includes('provinceId') && (
        <div css={css`min-width: 220px;`}>
          <SelectField
            label="Tỉnh/thành phố"
            value={filters.provinceId === null ? '' : String(filters.provinceId)}
            options={provinces.map((p) => ({ value: String(p.id), label: p.name }))}
            {...(tab === 'school/grade' ? { placeholder: 'Toàn quốc' } : {})}
            onChange={(e) =>
              send({
                type: 'filters.changed',
                filters: { provinceId: e.target.value === '' ? null : Number(e.target.value) },
              })
            }
          />
        </div>
      )}
      {shown.includes('grade') && (
        <div css={css`min-width: 140px;`}>
          <SelectField
            label="Khối"
            value={String(filters.grade ?? '')}
            options={GRADES}
            onChange={(e) => send({ type: 'filters.changed', filters: { grade: Number(e.target.value) } })}
          />
        </div>
      )}
      {canJump && (
        <Button variant="secondary" onClick={() => send({ type: 'mine.jumpRequested' })}>
          Đến hạng của tôi
        </Button>
      )}
    </div>
  );
}

const SCOPE_NAMES: Record<ExportScope, string> = {
  school: 'Xuất Excel của trường',
  province: 'Xuất Excel của tỉnh',
};

function ExportBar() {
  const viewer = contestRankingsBinding.useSelect((s) => s.context.viewer);
  const filters = contestRankingsBinding.useSelect((s) => s.context.filters);
  const progress = contestRankingsBinding.useSelect((s) => s.context.exportProgress);
  const exporting = contestRankingsBinding.useSelect((s) => s.matches({ exporter: 'exporting' }));
  const exportError = contestRankingsBinding.useSelect((s) => s.context.exportError);
  const lastExport = contestRankingsBinding.useSelect((s) => s.context.lastExport);
  const send = contestRankingsBinding.useSend();
  const scopes = (['school', 'province'] as const).filter((scope) => mayExport(viewer, scope, filters));
  if (scopes.length === 0) return null;
  return (
    <div css={stackCss}>
      <div css={rowCss}>
        {scopes.map((scope) => (
          <Button
            key={scope}
            variant="secondary"
            busy={exporting && progress?.scope === scope}
            disabled={exporting}
            onClick={() => send({ type: 'export.requested', scope })}
          >
            {SCOPE_NAMES[scope]}
          </Button>
        ))}
        {exporting && progress && (
          <span role="status">
            Đang tải file… {Math.round(progress.loadedBytes / 1024)} KB
            {progress.totalBytes ? ` / ${Math.round(progress.totalBytes / 1024)} KB` : ''}
          </span>
        )}
        {!exporting && lastExport && !exportError && <span role="status">Đã tải {lastExport}</span>}
      </div>
      {exportError && (
        <div css={rowCss}>
          <Alert>{exportError}</Alert>
          <Button variant="ghost" onClick={() => send({ type: 'export.dismissed' })}>
            Đóng
          </Button>
        </div>
      )}
    </div>
  );
}

function List() {
  const state = contestRankingsBinding.useSelect((s) =>
    firstMatch(
      s,
      { loading: { list: 'loading' }, failed: { list: 'failed' }, empty: { list: 'empty' } },
      'shown',
    ),
  );
  const data = contestRankingsBinding.useSelect((s) => s.context.data);
  const error = contestRankingsBinding.useSelect((s) => s.context.error);
  const send = contestRankingsBinding.useSend();
  const pending = loadingOrFailed(state, {
    loading: 'Đang tải bảng xếp hạng',
    failed: error ?? 'Không tải được bảng xếp hạng.',
    onRetry: () => send({ type: 'retry.requested' }),
  });
  if (pending) return pending;
  if (state === 'empty' || !data) return <Muted>Chưa có ai được xếp hạng ở bảng này.</Muted>;
  return <Table />;
}

function Table() {
  const tab = contestRankingsBinding.useSelect((s) => s.context.tab);
  const data = contestRankingsBinding.useSelect((s) => s.context.data);
  const page = contestRankingsBinding.useSelect((s) => s.context.page);
  const size = contestRankingsBinding.useSelect((s) => s.context.size);
  const viewer = contestRankingsBinding.useSelect((s) => s.context.viewer);
  const focusRank = contestRankingsBinding.useSelect((s) => s.context.focusRank);
  const send = contestRankingsBinding.useSend();
  const mineRef = useRef<HTMLTableRowElement | null>(null);
  useEffect(() => {
    if (focusRank !== null) mineRef.current?.focus();
  }, [focusRank]);
  if (!data) return null;
  const pages = Math.max(1, Math.ceil(data.totalElements / size));
  const pupils = tab.startsWith('student');
  const nameOf = (row: RankingRow) =>
    pupils ? (row.studentName ?? '') : tab === 'province' ? row.provinceName : (row.schoolName ?? '');
  return (
    <Card>
      <table
        css={css`
          width: 100%;
          border-collapse: collapse;
          th, td { text-align: left; padding: 8px; border-bottom: 1px solid ${colors.line}; }
          tr[data-mine='true'] td { background: ${colors.sunSoft}; font-weight: 700; }
          tr:focus { outline: 3px solid ${colors.focus}; }
        `}
      >
        <caption css={css`text-align: left; color: ${colors.muted}; padding-bottom: 8px;`}>
          {TAB_NAMES[tab]}: {data.totalElements}{' '}
          {pupils ? 'học sinh' : tab === 'province' ? 'tỉnh' : 'trường'}
        </caption>
        <thead>
          <tr>
            <th scope="col">Hạng</th>
            <th scope="col">{pupils ? 'Học sinh' : tab === 'province' ? 'Tỉnh/thành phố' : 'Trường'}</th>
            {pupils && <th scope="col">Lớp</th>}
            {tab !== 'province' && <th scope="col">{pupils ? 'Trường' : 'Tỉnh'}</th>}
            <th scope="col">{pupils ? 'Điểm' : 'Điểm trung bình'}</th>
            <th scope="col">{pupils ? 'Thời gian' : 'Số học sinh'}</th>
            <th scope="col">Giải</th>
          </tr>
        </thead>
        <tbody>
          {data.content.map((row) => {
            const mine = isMyRow(row, tab, viewer);
            return (
              <tr
                key={`${row.profileId ?? row.schoolId ?? row.provinceId}`}
                data-mine={mine}
                aria-current={mine ? 'true' : undefined}
                tabIndex={mine ? -1 : undefined}
                ref={mine ? mineRef : undefined}
              >
                <td>{row.rank}</td>
                <td>
                  {nameOf(row)}
                  {mine ? ' (bạn)' : ''}
                </td>
                {pupils && <td>{row.className ?? ''}</td>}
                {tab !== 'province' && <td>{pupils ? row.schoolName : row.provinceName}</td>}
                <td>{formatScore(row.score)}</td>
                <td>{pupils ? formatDuration(row.timeUsed ?? 0) : (row.participants ?? '')}</td>
                <td>
                  <MedalBadge level={row.rankLevel} name={row.rankLevelName} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <nav aria-label="Phân trang" css={[rowCss, css`justify-content: flex-end; margin-top: 12px;`]}>
        <PageButtons page={page} pages={pages} onSelect={(to) => send({ type: 'page.selected', page: to })}>
          <span>
            Trang {page + 1}/{pages}
          </span>
        </PageButtons>
      </nav>
    </Card>
  );
}
