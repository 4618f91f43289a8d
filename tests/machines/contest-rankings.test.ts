import { describe, expect, it } from 'vitest';
import { exportRequest } from '../../src/machines/contest-rankings/contest-rankings.query';
import {
  contestRankingsTestModel,
  emptyPage,
  exampleMine,
  examplePage,
  examplePupil,
  exampleSchoolAdmin,
} from '../../src/machines/contest-rankings/contest-rankings.test-model';
import type { RankingViewer } from '../../src/machines/contest-rankings/contest-rankings.types';
import { EnvelopeError } from '../../src/machines/shared/api-result';
import { itCoversEveryStateAndTransition } from './support/generated-paths-suite';
import { MachineHarness } from './support/machine-harness';

const start = (viewer: RankingViewer = examplePupil) =>
  new MachineHarness(contestRankingsTestModel, { roundId: 1, roundGrade: null, viewer }).start();
const provinces = [{ id: 4, name: 'Đà Nẵng' }];
const fetches = (h: MachineHarness) =>
  h.promises.started.filter((s) => s.id === 'fetchPage').map((s) => s.input);

describe('contest rankings machine', () => {
  // Three parallel regions: simple paths explode, shortest paths plus one edge per transition suffice.
  itCoversEveryStateAndTransition(contestRankingsTestModel);

  it('opens a pupil on their school and grade, and asks for the caller’s rows', async () => {
    const h = start();
    expect(fetches(h)).toEqual([
      { tab: 'student/school', roundId: 1, page: 0, size: 20, grade: 4, schoolId: 12 },
    ]);
    expect(h.promises.started.find((s) => s.id === 'fetchBasics')?.input).toEqual({
      roundId: 1,
      isPupil: true,
    });
    await h.resolve('fetchPage', examplePage);
    expect(h.value).toMatchObject({ list: 'shown' });
  });

  it('a tab or filter change starts again from page 0 with only the filters that tab takes', async () => {
    const h = start();
    await h.resolve('fetchPage', examplePage);
    h.send({ type: 'page.selected', page: 2 });
    expect(fetches(h).at(-1)).toMatchObject({ page: 2 });
    await h.resolve('fetchPage', examplePage);
    h.send({ type: 'tab.selected', tab: 'province' });
    expect(fetches(h).at(-1)).toEqual({ tab: 'province', roundId: 1, page: 0, size: 20 });
    await h.resolve('fetchPage', examplePage);
    h.send({ type: 'tab.selected', tab: 'school/grade' });
    h.send({ type: 'filters.changed', filters: { provinceId: null, grade: 5 } });
    expect(fetches(h).at(-1)).toEqual({ tab: 'school/grade', roundId: 1, page: 0, size: 20, grade: 5 });
    await h.resolve('fetchPage', emptyPage);
    expect(h.value).toMatchObject({ list: 'empty' });
  });

  it('refuses a page outside the ranking', async () => {
    const h = start();
    await h.resolve('fetchPage', examplePage);
    h.send({ type: 'page.selected', page: 3 }); // 45 rows: pages 0–2
    expect(h.value).toMatchObject({ list: 'shown' });
    expect(fetches(h)).toHaveLength(1);
  });

  it('jumps to the page that holds my rank and focuses my row', async () => {
    const h = start();
    await h.resolve('fetchBasics', { me: exampleMine, provinces });
    await h.resolve('fetchPage', examplePage);
    h.send({ type: 'tab.selected', tab: 'student/province' });
    await h.resolve('fetchPage', examplePage);
    h.send({ type: 'mine.jumpRequested' });
    // 23rd of the province with 20 rows a page: page index 1.
    expect(fetches(h).at(-1)).toEqual({
      tab: 'student/province',
      roundId: 1,
      page: 1,
      size: 20,
      grade: 4,
      provinceId: 4,
    });
    expect(h.snapshot.context.focusRank).toBe(23);
  });

  it('has no jump without the caller’s row in that ranking', async () => {
    const h = start();
    await h.resolve('fetchBasics', { me: { ...exampleMine, schoolInGrade: null }, provinces });
    await h.resolve('fetchPage', examplePage);
    h.send({ type: 'tab.selected', tab: 'school/grade' });
    await h.resolve('fetchPage', examplePage);
    h.send({ type: 'mine.jumpRequested' });
    expect(fetches(h)).toHaveLength(2);
  });

  it('a pupil cannot export; a school admin exports their school with progress, then saves the file', async () => {
    const pupil = start();
    pupil.send({ type: 'export.requested', scope: 'school' });
    expect(pupil.value).toMatchObject({ exporter: 'idle' });

    const h = start(exampleSchoolAdmin);
    expect(h.promises.started.find((s) => s.id === 'fetchBasics')?.input).toEqual({
      roundId: 1,
      isPupil: false,
    });
    h.send({ type: 'export.requested', scope: 'province' });
    expect(h.value).toMatchObject({ exporter: 'idle' });
    h.send({ type: 'export.requested', scope: 'school' });
    expect(h.value).toMatchObject({ exporter: 'exporting' });
    h.send({ type: 'export.progressed', loadedBytes: 2048, totalBytes: null });
    expect(h.snapshot.context.exportProgress).toEqual({
      scope: 'school',
      loadedBytes: 2048,
      totalBytes: null,
    });
    const file = { blob: new Blob(['x']), fileName: 'xep-hang-truong-12-moi-khoi-vong-1.xlsx' };
    h.send({ type: 'export.finished', file });
    expect(h.actionsOf('saveFile').map((a) => a.params)).toEqual([{ file }]);
    expect(h.snapshot.context.lastExport).toBe('xep-hang-truong-12-moi-khoi-vong-1.xlsx');
  });

  it('exports every grade whatever grade the table shows (issue 31)', () => {
    const context = (grade: number | null) => ({
      roundId: 1,
      viewer: exampleSchoolAdmin,
      filters: { provinceId: null, schoolId: null, grade },
    });
    expect(exportRequest('school', context(3))).toEqual({ scope: 'school', roundId: 1, schoolId: 12 });
    expect(exportRequest('school', context(null))).toEqual({ scope: 'school', roundId: 1, schoolId: 12 });
    expect(exportRequest('province', context(5))).toEqual({ scope: 'province', roundId: 1, provinceId: 4 });
  });

  it("tells 'Export failed: {status text}' (SPEC §8) in Vietnamese, and can try again", async () => {
    const h = start(exampleSchoolAdmin);
    h.send({ type: 'export.requested', scope: 'school' });
    h.send({ type: 'export.failed', error: new Error('Export failed: Forbidden') });
    expect(h.value).toMatchObject({ exporter: 'failed' });
    expect(h.snapshot.context.exportError).toBe(
      'Xuất file thất bại: bạn không có quyền xuất bảng xếp hạng này.',
    );
    h.send({ type: 'export.requested', scope: 'school' });
    h.send({ type: 'export.failed', error: new Error('Export failed: Gateway Timeout') });
    expect(h.snapshot.context.exportError).toBe('Xuất file thất bại (Gateway Timeout). Vui lòng thử lại.');
    h.send({ type: 'export.dismissed' });
    expect(h.snapshot.context.exportError).toBeNull();
  });

  it('shows the server’s message when a ranking cannot be read, and retries', async () => {
    const h = start();
    await h.reject('fetchPage', new EnvelopeError(4010, 'Bạn không được xem bảng xếp hạng này'));
    expect(h.value).toMatchObject({ list: 'failed' });
    expect(h.snapshot.context.error).toBe('Bạn không được xem bảng xếp hạng này');
    h.send({ type: 'retry.requested' });
    expect(fetches(h)).toHaveLength(2);
  });
});
