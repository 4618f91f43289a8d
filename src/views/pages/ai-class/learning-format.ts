import { vietnamWallClock } from '../../../domain/time';

export const WEEKDAY_NAMES: Record<number, string> = {
  1: 'Thứ Hai',
  2: 'Thứ Ba',
  3: 'Thứ Tư',
  4: 'Thứ Năm',
  5: 'Thứ Sáu',
  6: 'Thứ Bảy',
  7: 'Chủ Nhật',
};

export const SESSION_TYPE_LABELS: Record<string, string> = {
  REGULAR: 'Buổi học chính',
  ADDITIONAL: 'Buổi học bổ trợ',
  DEMO: 'Buổi học thử',
  TUTOR: 'Gia sư',
  TUTOR_REGULAR: 'Gia sư – buổi chính',
  TUTOR_ADDITIONAL: 'Gia sư – bổ trợ',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:mm' in Vietnam. */
export function timeOf(iso: string): string {
  const d = vietnamWallClock(Date.parse(iso));
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** 'Thứ Bảy, 14/6/2025' in Vietnam. */
export function dateOf(iso: string): string {
  const d = vietnamWallClock(Date.parse(iso));
  const weekday = d.getUTCDay() === 0 ? 7 : d.getUTCDay();
  return `${WEEKDAY_NAMES[weekday]}, ${d.getUTCDate()}/${d.getUTCMonth() + 1}/${d.getUTCFullYear()}`;
}

/** 'D/M/YYYY' in Vietnam. */
export function dayOf(iso: string): string {
  const d = vietnamWallClock(Date.parse(iso));
  return `${d.getUTCDate()}/${d.getUTCMonth() + 1}/${d.getUTCFullYear()}`;
}
