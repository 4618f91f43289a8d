import { assign, fromCallback, setup } from 'xstate';
import type { RankingPage } from '../../contracts/contest';
import { CONTEST_RANKING_PAGE_SIZE, exportFailureMessage, pageOfRank } from '../../domain/contest';
import { type MachineTypes, notProvidedAction, notProvidedActor } from '../shared/not-provided';
import { keepErrorIn } from '../shared/notice';
import {
  defaultFilters,
  defaultTab,
  exportRequest,
  filtersOfRow,
  mayExport,
  myRowOf,
  rankingRequest,
} from './contest-rankings.query';
import type {
  ContestRankingsContext,
  ContestRankingsEvent,
  ContestRankingsInput,
  ExportRequest,
  ContestRankingsActionParams as P,
  RankingBasics,
  RankingRequest,
} from './contest-rankings.types';

/**
 * The five contest rankings of a round (SPEC §7): a tab, its filters (province, school, grade) and
 * pages; "jump to my rank" reads the caller's rows (ranking/me) and opens the page that holds them;
 * school and province admins export an XLSX with progress, and a failed export ('Export failed:
 * {status text}', SPEC §8) is told in Vietnamese. Three parallel regions: the list, the first load of
 * the caller's rows and the province names, and the export.
 */
export const contestRankingsMachine = setup({
  types: {} as MachineTypes<ContestRankingsContext, ContestRankingsEvent, ContestRankingsInput>,
  actors: {
    fetchPage: notProvidedActor<RankingPage, RankingRequest>('fetchPage'),
    fetchBasics: notProvidedActor<RankingBasics, { roundId: number; isPupil: boolean }>('fetchBasics'),
    /** Downloads the file; sends `export.progressed`, then `export.finished` or `export.failed`. */
    exportFile: fromCallback<ContestRankingsEvent, ExportRequest>(() => {
      throw new Error(
        '"exportFile" is not provided: supply it with machine.provide() at the composition root',
      );
    }),
  },
  actions: {
    saveFile: notProvidedAction<P['saveFile']>('saveFile'),
    selectTab: assign(({ context, event }) =>
      event.type === 'tab.selected' && event.tab !== context.tab
        ? { tab: event.tab, page: 0, focusRank: null }
        : {},
    ),
    changeFilters: assign(({ context, event }) =>
      event.type === 'filters.changed'
        ? { filters: { ...context.filters, ...event.filters }, page: 0, focusRank: null }
        : {},
    ),
    selectPage: assign(({ event }) =>
      event.type === 'page.selected' ? { page: event.page, focusRank: null } : {},
    ),
    jumpToMine: assign(({ context }) => {
      const row = myRowOf(context.basics.me, context.tab);
      if (!row) return {};
      return {
        filters: filtersOfRow(row, context.tab, context.filters),
        page: pageOfRank(row.rank, context.size),
        focusRank: row.rank,
      };
    }),
  },
  guards: {
    isEmpty: ({ event }) => (event as { output?: RankingPage }).output?.content.length === 0,
    isOtherPage: ({ context, event }) =>
      event.type === 'page.selected' &&
      event.page !== context.page &&
      event.page >= 0 &&
      event.page * context.size < (context.data?.totalElements ?? 0),
    hasMyRow: ({ context }) => myRowOf(context.basics.me, context.tab) !== null,
    mayExport: ({ context, event }) =>
      event.type === 'export.requested' && mayExport(context.viewer, event.scope, context.filters),
  },
}).createMachine({
  id: 'contestRankings',
  context: ({ input }) => ({
    roundId: input.roundId,
    roundGrade: input.roundGrade,
    viewer: input.viewer,
    tab: defaultTab(input.viewer),
    filters: defaultFilters(input.viewer, input.roundGrade),
    page: 0,
    size: CONTEST_RANKING_PAGE_SIZE,
    data: null,
    basics: { me: null, provinces: [] },
    focusRank: null,
    error: null,
    exportProgress: null,
    exportError: null,
    lastExport: null,
  }),
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      on: {
        'tab.selected': { target: '.loading', reenter: true, actions: 'selectTab' },
        'filters.changed': { target: '.loading', reenter: true, actions: 'changeFilters' },
        'mine.jumpRequested': { guard: 'hasMyRow', target: '.loading', reenter: true, actions: 'jumpToMine' },
      },
      states: {
        loading: {
          meta: { description: 'Đang tải bảng xếp hạng (GET /api/contest/ranking/{loại})' },
          invoke: {
            id: 'fetchPage',
            src: 'fetchPage',
            input: ({ context }) => rankingRequest(context),
            onDone: [
              {
                guard: 'isEmpty',
                target: 'empty',
                actions: assign({ data: ({ event }) => event.output, error: null }),
              },
              { target: 'shown', actions: assign({ data: ({ event }) => event.output, error: null }) },
            ],
            onError: keepErrorIn('failed', 'error'),
          },
        },
        shown: {
          meta: { description: 'Một trang xếp hạng: hạng, điểm, huy chương; dòng của tôi được tô' },
          on: { 'page.selected': { guard: 'isOtherPage', target: 'loading', actions: 'selectPage' } },
        },
        empty: {
          meta: { description: 'Chưa có ai được xếp hạng với bộ lọc này' },
        },
        failed: {
          meta: { description: 'Không tải được bảng xếp hạng: thông báo và nút thử lại' },
          on: { 'retry.requested': 'loading' },
        },
      },
    },
    basics: {
      initial: 'loading',
      states: {
        loading: {
          meta: { description: 'Đang tải danh sách tỉnh và, với học sinh, hạng của tôi (GET ranking/me)' },
          invoke: {
            id: 'fetchBasics',
            src: 'fetchBasics',
            input: ({ context }) => ({ roundId: context.roundId, isPupil: context.viewer.role === 'pupil' }),
            onDone: { target: 'ready', actions: assign({ basics: ({ event }) => event.output }) },
            onError: 'unavailable',
          },
        },
        ready: { meta: { description: 'Đã biết hạng của tôi (nếu có) và các tỉnh để lọc' } },
        unavailable: {
          meta: { description: 'Không tải được hạng của tôi: ẩn nút "Đến hạng của tôi"' },
        },
      },
    },
    exporter: {
      initial: 'idle',
      states: {
        idle: {
          meta: { description: 'Nút xuất file (chỉ quản trị trường/tỉnh)' },
          on: { 'export.requested': { guard: 'mayExport', target: 'exporting' } },
        },
        exporting: {
          meta: { description: 'Đang tải file XLSX (ranking/export/…): số KB đã nhận' },
          entry: assign(({ event }) => ({
            exportError: null,
            exportProgress:
              event.type === 'export.requested'
                ? { scope: event.scope, loadedBytes: 0, totalBytes: null }
                : null,
          })),
          invoke: {
            id: 'exportFile',
            src: 'exportFile',
            input: ({ context, event }) =>
              exportRequest(event.type === 'export.requested' ? event.scope : 'school', context),
          },
          on: {
            'export.progressed': {
              actions: assign({
                exportProgress: ({ context, event }) =>
                  context.exportProgress && {
                    ...context.exportProgress,
                    loadedBytes: event.loadedBytes,
                    totalBytes: event.totalBytes,
                  },
              }),
            },
            'export.finished': {
              target: 'idle',
              actions: [
                { type: 'saveFile', params: ({ event }) => ({ file: event.file }) },
                assign({ lastExport: ({ event }) => event.file.fileName, exportProgress: null }),
              ],
            },
            'export.failed': {
              target: 'failed',
              actions: assign({
                exportError: ({ event }) => exportFailureMessage(event.error),
                exportProgress: null,
              }),
            },
          },
        },
        failed: {
          meta: { description: 'Xuất file thất bại: lý do bằng tiếng Việt, thử lại hoặc đóng' },
          on: {
            'export.requested': { guard: 'mayExport', target: 'exporting' },
            'export.dismissed': { target: 'idle', actions: assign({ exportError: null }) },
          },
        },
      },
    },
  },
});

export type ContestRankingsMachine = typeof contestRankingsMachine;
