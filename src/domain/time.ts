/**
 * One way to turn the dates the APIs send into instants, shared by licences and notification times.
 *
 * Only ISO 8601 is accepted, because any other string is parsed differently by each JavaScript
 * engine and in each machine's time zone. An ISO string without a zone ('2024-05-01 08:30') is a
 * Vietnamese wall-clock time (+07:00): the product's users and data live in Vietnam, while servers
 * and CI run in UTC, so reading it as machine-local time would shift it by seven hours there.
 */
import { VIETNAM_UTC_OFFSET_MINUTES } from './constants';

export type DateInput = Date | string | number | null | undefined;

const MINUTE_MS = 60_000;
const NAIVE_ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;
const ZONED_ISO = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:z|[+-]\d{2}:?\d{2})$/i;

function naiveVietnamTime(match: RegExpExecArray): number {
  const [year, month, day, hour, minute, second, fraction] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part)));
  const millis = Math.round((fraction ?? 0) * 10 ** (3 - (match[7]?.length ?? 3)));
  const utc = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!, millis);
  const check = new Date(utc);
  // Date.UTC silently rolls 2024-02-30 over to March; such a date is invalid, not March 1st.
  if (
    check.getUTCMonth() !== month! - 1 ||
    check.getUTCDate() !== day! ||
    hour! > 23 ||
    minute! > 59 ||
    second! > 59
  ) {
    return Number.NaN;
  }
  return utc - VIETNAM_UTC_OFFSET_MINUTES * MINUTE_MS;
}

/** Milliseconds since the epoch for a Date, epoch number or ISO 8601 string; NaN when it is not a valid date. */
export function toEpochMs(value: DateInput): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim();
  const naive = NAIVE_ISO.exec(text);
  if (naive) return naiveVietnamTime(naive);
  return ZONED_ISO.test(text) ? Date.parse(text.replace(' ', 'T')) : Number.NaN;
}

/** The wall-clock fields of an instant in Vietnam (UTC+7, no daylight saving). */
export function vietnamWallClock(epochMs: number): Date {
  // A Date shifted by +7 h whose UTC getters read as Vietnamese local time; never shown as an instant.
  return new Date(epochMs + VIETNAM_UTC_OFFSET_MINUTES * MINUTE_MS);
}
