import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import type { RankingRow } from '../../src/contracts/contest';
import { spreadsheetSafe } from '../../src/domain/text';

/** Vietnamese column headers of a pupil ranking export. */
export const EXPORT_COLUMNS = [
  { header: 'Hạng', key: 'rank', width: 8 },
  { header: 'Huy chương', key: 'rankLevelName', width: 14 },
  { header: 'Họ và tên', key: 'studentName', width: 28 },
  { header: 'Lớp', key: 'className', width: 8 },
  { header: 'Khối', key: 'grade', width: 8 },
  { header: 'Trường', key: 'schoolName', width: 36 },
  { header: 'Tỉnh/Thành phố', key: 'provinceName', width: 20 },
  { header: 'Điểm', key: 'score', width: 8 },
  { header: 'Thời gian làm bài (giây)', key: 'seconds', width: 22 },
] as const;

/** The sheet of one grade's pupils ('Khối 3'), or of an export without any pupil. */
export function gradeSheetName(grade: number | null): string {
  return grade === null ? 'Xếp hạng' : `Khối ${grade}`;
}

/**
 * Streams rows (in grade order) into an XLSX workbook written to the returned stream, one sheet per
 * grade (issue 31: an admin exports every grade at once and finds each on its own tab): rows are
 * committed as they come, and the producer waits whenever the consumer (the HTTP response) is behind,
 * so memory stays flat whatever the number of rows. exceljs (a large package) is imported at the
 * first export, not when the server boots (issue 17).
 */
export function streamRankingXlsx(batches: AsyncIterable<RankingRow[]>): PassThrough {
  const output = new PassThrough();
  const write = async () => {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: output,
      useStyles: true,
      useSharedStrings: false,
    });
    type Sheet = ReturnType<typeof workbook.addWorksheet>;
    let sheet: Sheet | null = null;
    let sheetGrade: number | null = null;
    const openSheet = (grade: number | null): Sheet => {
      sheet?.commit();
      const opened = workbook.addWorksheet(gradeSheetName(grade));
      opened.columns = EXPORT_COLUMNS.map((column) => ({ ...column }));
      opened.getRow(1).font = { bold: true };
      sheetGrade = grade;
      return opened;
    };
    for await (const rows of batches) {
      for (const row of rows) {
        const grade = row.grade ?? null;
        if (sheet === null || grade !== sheetGrade) sheet = openSheet(grade);
        sheet
          .addRow({
            ...row,
            // Names are cleaned when stored (cleanPersonName); rows stored before that, or a school
            // name typed by staff, must still not open as a formula (=HYPERLINK(…)) in a spreadsheet.
            rankLevelName: spreadsheetSafe(row.rankLevelName),
            studentName: spreadsheetSafe(row.studentName),
            className: spreadsheetSafe(row.className ?? ''),
            schoolName: spreadsheetSafe(row.schoolName),
            provinceName: spreadsheetSafe(row.provinceName),
            seconds: row.timeUsed === undefined ? '' : Math.round(row.timeUsed / 1000),
          })
          .commit();
      }
      if (output.writableNeedDrain) await once(output, 'drain');
    }
    (sheet ?? openSheet(null)).commit();
    await workbook.commit();
  };
  write().catch((error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return output;
}

/** Content-Disposition for a UTF-8 file name (ASCII fallback for old clients). */
export function attachment(fileName: string): string {
  const ascii = fileName.normalize('NFD').replace(/[^\x20-\x7e]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
