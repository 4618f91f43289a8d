import { describe, expect, it } from 'vitest';
import { formatNotificationTime } from '../../src/domain/format';

describe('formatNotificationTime (Vietnam time, UTC+7)', () => {
  it.each<[string, Date | string | number | null | undefined, string]>([
    ['a UTC ISO string', '2024-05-01T01:05:00Z', '08:05 ngày 1/5/2024'],
    ['milliseconds are dropped', '2024-05-01T01:05:59.999Z', '08:05 ngày 1/5/2024'],
    ['lower-case t and z (RFC 3339 allows them)', '2024-05-01t01:05:00z', '08:05 ngày 1/5/2024'],
    ['a time that crosses midnight into the next day', '2024-12-31T17:00:00Z', '00:00 ngày 1/1/2025'],
    ['just before Vietnamese midnight', '2024-12-31T16:59:00Z', '23:59 ngày 31/12/2024'],
    ['an explicit +07:00 offset', '2024-05-01T08:05:00+07:00', '08:05 ngày 1/5/2024'],
    ['another offset', '2024-05-01T03:05:00+02:00', '08:05 ngày 1/5/2024'],
    ['a compact offset', '2024-05-01T08:05:00+0700', '08:05 ngày 1/5/2024'],
    ['a zone-less string is Vietnamese wall-clock time', '2024-05-01 08:05:00', '08:05 ngày 1/5/2024'],
    ['a zone-less ISO with T', '2024-05-01T23:59', '23:59 ngày 1/5/2024'],
    ['a date only', '2024-05-01', '00:00 ngày 1/5/2024'],
    ['a leap day', '2024-02-29T10:00:00+07:00', '10:00 ngày 29/2/2024'],
    ['two-digit day and month', '2024-11-25T14:30:00+07:00', '14:30 ngày 25/11/2024'],
    ['a Date', new Date('2024-05-01T01:05:00Z'), '08:05 ngày 1/5/2024'],
    ['epoch milliseconds', Date.UTC(2024, 4, 1, 1, 5), '08:05 ngày 1/5/2024'],
    ['epoch 0', 0, '07:00 ngày 1/1/1970'],
    ['surrounding spaces', '  2024-05-01T01:05:00Z ', '08:05 ngày 1/5/2024'],
    ['an empty string', '', ''],
    ['spaces', '   ', ''],
    ['null', null, ''],
    ['undefined', undefined, ''],
    ['garbage', 'hôm qua', ''],
    ['a non-ISO date', '05/01/2024 08:05', ''],
    ['an impossible date', '2023-02-29 10:00', ''],
    ['an impossible hour', '2024-05-01 24:00', ''],
    ['an impossible minute', '2024-05-01 10:60', ''],
    ['an invalid Date', new Date('nope'), ''],
    ['NaN', Number.NaN, ''],
    ['Infinity', Number.POSITIVE_INFINITY, ''],
    ['beyond the Date range', 8.64e15, ''],
  ])('%s: %j → %j', (_name, input, expected) => {
    expect(formatNotificationTime(input)).toBe(expected);
  });
});
