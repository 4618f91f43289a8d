import type {
  ContestRole,
  MyRanking,
  RankingKind,
  RankingPage,
  RankingQuery,
  RankingRow,
} from '../../contracts/contest';

/** The five rankings of SPEC §7, by the path segment of their endpoint. */
export type RankingTab = RankingKind;

export type ExportScope = 'school' | 'province';

/** Who looks at the rankings: decides the default filters and which exports are offered. */
export interface RankingViewer {
  profileId: number;
  role: ContestRole;
  provinceId: number;
  schoolId: number | null;
  grade: number | null;
}

export interface RankingFilters {
  provinceId: number | null;
  schoolId: number | null;
  grade: number | null;
}

export interface ProvinceOption {
  id: number;
  name: string;
}

export interface ContestRankingsInput {
  roundId: number;
  /** The round's grade when it is for one grade only. */
  roundGrade: number | null;
  viewer: RankingViewer;
}

/** One ranking request as the API takes it (filters that do not apply to the tab are left out). */
export interface RankingRequest extends RankingQuery {
  tab: RankingTab;
}

export interface ExportRequest {
  scope: ExportScope;
  roundId: number;
  provinceId?: number;
  schoolId?: number;
  grade?: number;
}

/** What the first load brings besides the page: the caller's rows (pupils only) and the provinces. */
export interface RankingBasics {
  me: MyRanking | null;
  provinces: ProvinceOption[];
}

export interface ExportedFile {
  blob: Blob;
  fileName: string;
}

export interface ExportProgress {
  scope: ExportScope;
  loadedBytes: number;
  /** Unknown while the server streams without a length. */
  totalBytes: number | null;
}

export interface ContestRankingsContext {
  roundId: number;
  roundGrade: number | null;
  viewer: RankingViewer;
  tab: RankingTab;
  filters: RankingFilters;
  page: number;
  size: number;
  data: RankingPage | null;
  basics: RankingBasics;
  /** The rank to scroll to and highlight after "jump to my rank". */
  focusRank: number | null;
  error: string | null;
  exportProgress: ExportProgress | null;
  exportError: string | null;
  lastExport: string | null;
}

export type ContestRankingsEvent =
  | { type: 'tab.selected'; tab: RankingTab }
  | { type: 'filters.changed'; filters: Partial<RankingFilters> }
  | { type: 'page.selected'; page: number }
  | { type: 'retry.requested' }
  | { type: 'mine.jumpRequested' }
  | { type: 'export.requested'; scope: ExportScope }
  | { type: 'export.progressed'; loadedBytes: number; totalBytes: number | null }
  | { type: 'export.finished'; file: ExportedFile }
  | { type: 'export.failed'; error: unknown }
  | { type: 'export.dismissed' };

export interface ContestRankingsActionParams {
  saveFile: { file: ExportedFile };
}

export type { MyRanking, RankingPage, RankingRow };
