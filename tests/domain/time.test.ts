import { describe, expect, it } from 'vitest';
import { type DateInput, toEpochMs, vietnamWallClock } from '../../src/domain/time';

describe('toEpochMs', () => {
  it.each<[string, DateInput, number]>([
    ['UTC ISO', '2024-05-01T01:05:00Z', Date.UTC(2024, 4, 1, 1, 5)],
    ['ISO with offset', '2024-05-01T08:05:00+07:00', Date.UTC(2024, 4, 1, 1, 5)],
    ['ISO with a space and offset', '2024-05-01 08:05:00+07:00', Date.UTC(2024, 4, 1, 1, 5)],
    ['zone-less ISO is Vietnam time', '2024-05-01T08:05:00', Date.UTC(2024, 4, 1, 1, 5)],
    ['zone-less with fraction', '2024-05-01 08:05:00.5', Date.UTC(2024, 4, 1, 1, 5, 0, 500)],
    ['zone-less with microseconds', '2024-05-01 08:05:00.123456', Date.UTC(2024, 4, 1, 1, 5, 0, 123)],
    ['date only is Vietnamese midnight', '2024-05-01', Date.UTC(2024, 3, 30, 17)],
    ['Date', new Date(5), 5],
    ['number', 42, 42],
  ])('%s', (_name, input, expected) => {
    expect(toEpochMs(input)).toBe(expected);
  });

  it.each<[string, DateInput]>([
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
    ['words', 'yesterday'],
    ['US format', '05/01/2024'],
    ['RFC 2822 (engine-dependent, refused)', 'Wed, 01 May 2024 08:05:00 GMT'],
    ['30 February', '2024-02-30'],
    ['month 13', '2024-13-01'],
    ['hour 24', '2024-05-01T24:00'],
    ['second 60', '2024-05-01T10:00:60'],
    ['offset without minutes', '2024-05-01T10:00+07'],
    ['NaN', Number.NaN],
    ['invalid Date', new Date('x')],
  ])('%s → NaN', (_name, input) => {
    expect(toEpochMs(input)).toBeNaN();
  });
});

describe('vietnamWallClock', () => {
  it('reads an instant as Vietnamese local time through the UTC getters', () => {
    const local = vietnamWallClock(Date.UTC(2024, 11, 31, 17, 30));
    expect([
      local.getUTCFullYear(),
      local.getUTCMonth() + 1,
      local.getUTCDate(),
      local.getUTCHours(),
    ]).toEqual([2025, 1, 1, 0]);
  });
});
