import { describe, expect, it } from 'vitest';
import type { License } from '../../src/domain/entities';
import { isSubjectLicenceValid } from '../../src/domain/licence';

const NOW = Date.parse('2025-06-01T00:00:00Z');
const FUTURE = '2025-12-31T16:59:59Z';
const PAST = '2025-01-01T00:00:00Z';

const licence = (licenseCode: string, endTime: string, isTrial = false): License => ({
  licenseCode,
  endTime,
  isTrial,
});

describe('isSubjectLicenceValid', () => {
  it.each<[string, License[] | null | undefined, string | null | undefined, boolean, boolean]>([
    ['a current paid licence', [licence('ENGLISH', FUTURE)], 'ENGLISH', false, true],
    ['code in another case', [licence('English_K12', FUTURE)], 'english_k12', false, true],
    ['code with spaces around', [licence(' ENGLISH ', FUTURE)], 'english ', false, true],
    ['an expired licence', [licence('ENGLISH', PAST)], 'ENGLISH', false, false],
    ['a licence ending exactly now', [licence('ENGLISH', '2025-06-01T00:00:00Z')], 'ENGLISH', false, false],
    [
      'a licence ending one ms after now',
      [licence('ENGLISH', '2025-06-01T00:00:00.001Z')],
      'ENGLISH',
      false,
      true,
    ],
    ['a trial licence', [licence('ENGLISH', FUTURE, true)], 'ENGLISH', false, false],
    ['a trial licence, tutor variant', [licence('ENGLISH', FUTURE, true)], 'ENGLISH', true, true],
    ['an expired trial, tutor variant', [licence('ENGLISH', PAST, true)], 'ENGLISH', true, false],
    ['another code only', [licence('MATH', FUTURE)], 'ENGLISH', false, false],
    ['a code that only contains it', [licence('ENGLISH_PLUS', FUTURE)], 'ENGLISH', false, false],
    [
      'an expired row listed before its renewal',
      [licence('ENGLISH', PAST), licence('ENGLISH', FUTURE)],
      'ENGLISH',
      false,
      true,
    ],
    [
      'a trial and a paid row, trial not allowed',
      [licence('ENGLISH', FUTURE, true), licence('ENGLISH', FUTURE)],
      'ENGLISH',
      false,
      true,
    ],
    ['an unparsable endTime', [licence('ENGLISH', 'not a date')], 'ENGLISH', false, false],
    ['an empty endTime', [licence('ENGLISH', '')], 'ENGLISH', false, false],
    ['a non-ISO endTime', [licence('ENGLISH', '12/31/2025')], 'ENGLISH', false, false],
    ['an endTime with an offset', [licence('ENGLISH', '2025-06-01T06:59:59+07:00')], 'ENGLISH', false, false],
    [
      'an endTime with an offset, later',
      [licence('ENGLISH', '2025-06-01T07:00:01+07:00')],
      'ENGLISH',
      false,
      true,
    ],
    [
      'a zone-less endTime read as Vietnam time',
      [licence('ENGLISH', '2025-06-01 07:00:01')],
      'ENGLISH',
      false,
      true,
    ],
    [
      'a zone-less endTime just before now in Vietnam',
      [licence('ENGLISH', '2025-06-01 06:59:59')],
      'ENGLISH',
      false,
      false,
    ],
    ['an empty list', [], 'ENGLISH', false, false],
    ['no list', null, 'ENGLISH', false, false],
    ['an undefined list', undefined, 'ENGLISH', false, false],
    ['an empty code', [licence('', FUTURE)], '', false, false],
    ['a blank code', [licence('  ', FUTURE)], '  ', false, false],
    ['no code', [licence('ENGLISH', FUTURE)], null, false, false],
  ])('%s → %j', (_name, licences, code, allowTrial, expected) => {
    expect(isSubjectLicenceValid(licences, code, { allowTrial, now: NOW })).toBe(expected);
  });

  it('accepts now as a Date or a number and rejects an invalid now', () => {
    const licences = [licence('ENGLISH', FUTURE)];
    expect(isSubjectLicenceValid(licences, 'ENGLISH', { now: new Date(NOW) })).toBe(true);
    expect(isSubjectLicenceValid(licences, 'ENGLISH', { now: Date.parse('2026-01-01T00:00:00Z') })).toBe(
      false,
    );
    expect(isSubjectLicenceValid(licences, 'ENGLISH', { now: new Date('invalid') })).toBe(false);
    expect(isSubjectLicenceValid(licences, 'ENGLISH', { now: Number.NaN })).toBe(false);
  });

  it('defaults to no trials', () => {
    const dayAfter = new Date(NOW + 86_400_000).toISOString();
    expect(isSubjectLicenceValid([licence('ENGLISH', dayAfter)], 'ENGLISH', { now: NOW })).toBe(true);
    expect(isSubjectLicenceValid([licence('ENGLISH', dayAfter, true)], 'ENGLISH', { now: NOW })).toBe(false);
  });
});
