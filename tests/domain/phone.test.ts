import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  digitsOnly,
  isValidVietnamesePhone,
  samePhone,
  toInternational,
  toLocal9,
  toLocal09,
} from '../../src/domain/phone';

describe('digitsOnly', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    [null, ''],
    [undefined, ''],
    ['0901000001', '0901000001'],
    ['+84 901 000 001', '84901000001'],
    ['(090) 100-0001', '0901000001'],
    ['090.100.0001', '0901000001'],
    ['abc', ''],
    ['0９01', '001'], // full-width digits are not ASCII digits
    [901000001, '901000001'],
  ])('digitsOnly(%j) = %j', (input, expected) => {
    expect(digitsOnly(input)).toBe(expected);
  });
});

// input, international, '9x', '09x'
const forms: [string | number | null | undefined, string, string, string][] = [
  ['', '', '', ''],
  ['   ', '', '', ''],
  [null, '', '', ''],
  [undefined, '', '', ''],
  ['abc', '', '', ''],
  // the three canonical spellings of one number
  ['0901000001', '84901000001', '901000001', '0901000001'],
  ['901000001', '84901000001', '901000001', '0901000001'],
  ['84901000001', '84901000001', '901000001', '0901000001'],
  [901000001, '84901000001', '901000001', '0901000001'],
  // punctuation, spaces and the + of international notation
  ['+84901000001', '84901000001', '901000001', '0901000001'],
  ['+84 901 000 001', '84901000001', '901000001', '0901000001'],
  [' 0901 000 001 ', '84901000001', '901000001', '0901000001'],
  ['090-100-0001', '84901000001', '901000001', '0901000001'],
  ['(+84) 90.100.0001', '84901000001', '901000001', '0901000001'],
  // trunk 0 kept after the country code, and the 00 international dialling prefix
  ['+84 (0)901 000 001', '84901000001', '901000001', '0901000001'],
  ['00901000001', '84901000001', '901000001', '0901000001'],
  ['0084901000001', '84901000001', '901000001', '0901000001'],
  // a 9-digit number starting with 84 is the local number 084…, not an international one
  ['841234567', '84841234567', '841234567', '0841234567'],
  ['0841234567', '84841234567', '841234567', '0841234567'],
  ['84841234567', '84841234567', '841234567', '0841234567'],
  // 10 digits without 0 or 84: the spec prefixes 84 (no 84 prefix)
  ['9010000012', '849010000012', '9010000012', '09010000012'],
  // 11 digits starting with 0 (old 11-digit mobiles): leading 0 replaced
  ['01234567890', '841234567890', '1234567890', '01234567890'],
  // a 10-digit string starting with 84 is treated as international (length > 9)
  ['8490100000', '8490100000', '90100000', '090100000'],
  // short inputs still follow the rule
  ['0', '', '', ''],
  ['84', '8484', '84', '084'],
  ['12345', '8412345', '12345', '012345'],
];

describe('phone forms (SPEC §5)', () => {
  it.each(forms)('%j → international %j, 9x %j, 09x %j', (input, international, local9, local09) => {
    expect(toInternational(input)).toBe(international);
    expect(toLocal9(input)).toBe(local9);
    expect(toLocal09(input)).toBe(local09);
  });

  const mobile = fc
    .tuple(fc.constantFrom('3', '5', '7', '8', '9'), fc.stringMatching(/^\d{8}$/))
    .map(([first, rest]) => `${first}${rest}`);

  it('every form of a 9-digit national number converts back to the same number', () => {
    fc.assert(
      fc.property(mobile, (local9) => {
        for (const form of [local9, `0${local9}`, `84${local9}`, `+84 ${local9}`]) {
          expect(toLocal9(form)).toBe(local9);
          expect(toLocal09(form)).toBe(`0${local9}`);
          expect(toInternational(form)).toBe(`84${local9}`);
        }
      }),
    );
  });

  it('round-trips: toInternational ∘ toLocal09 and toLocal09 ∘ toInternational are the identity on each form', () => {
    fc.assert(
      // a '9x' number never starts with 0: that 0 is the trunk prefix of the '09x' form
      fc.property(fc.stringMatching(/^[1-9]\d{8}$/), (local9) => {
        const international = `84${local9}`;
        const local09 = `0${local9}`;
        expect(toInternational(toLocal09(international))).toBe(international);
        expect(toLocal09(toInternational(local09))).toBe(local09);
        expect(toLocal9(toInternational(local9))).toBe(local9);
      }),
    );
  });

  // Short strings are excluded on purpose: '845' is a 3-digit local number, so '84845' is its right
  // international form and applying toInternational again legitimately prefixes again.
  it('converters are idempotent on realistic numbers written in any form', () => {
    const anyForm = fc
      .tuple(
        fc.constantFrom('', '0', '00', '84', '840', '0084', '+84 '),
        fc.stringMatching(/^[1-9]\d{8,10}$/),
      )
      .map(([prefix, national]) => `${prefix}${national}`);
    fc.assert(
      fc.property(anyForm, (digits) => {
        expect(toInternational(toInternational(digits))).toBe(toInternational(digits));
        expect(toLocal09(toLocal09(digits))).toBe(toLocal09(digits));
      }),
    );
  });
});

describe('isValidVietnamesePhone', () => {
  it.each([
    ['0901000001', true],
    ['901000001', true],
    ['84901000001', true],
    ['+84 901 000 001', true],
    ['+84 (0)901 000 001', true],
    ['0084901000001', true],
    ['090-100-0001', true],
    ['0301234567', true],
    ['0512345678', true],
    ['0712345678', true],
    ['0812345678', true],
    ['0841234567', true],
    ['841234567', true], // 9 digits: the local number 0841234567
    [901000001, true],
    ['', false],
    ['   ', false],
    [null, false],
    [undefined, false],
    ['0101234567', false], // no mobile prefix 1
    ['0201234567', false], // 02x is a landline
    ['0401234567', false],
    ['0601234567', false],
    ['090100000', false], // 9 digits with the 0: one digit short
    ['09010000011', false], // 11 digits
    ['01234567890', false],
    ['abc0901000001', false], // letters are not a way to write a phone
    ['0901000001x', false],
    ['84+901000001', false], // + only leads
    ['0９01000001', false],
  ])('isValidVietnamesePhone(%j) = %j', (input, expected) => {
    expect(isValidVietnamesePhone(input)).toBe(expected);
  });
});

describe('samePhone', () => {
  it.each([
    ['0901000001', '84901000001', true],
    ['0901000001', '901000001', true],
    ['+84 901 000 001', '0901000001', true],
    ['090 100 0001', '84901000001', true],
    ['841234567', '0841234567', true],
    ['841234567', '84841234567', true],
    ['841234567', '1234567', false], // 84 in a 9-digit number is part of the number
    ['0901000001', '0901000002', false],
    ['', '', false],
    [null, null, false],
    ['', '0901000001', false],
    [undefined, '0901000001', false],
  ])('samePhone(%j, %j) = %j', (a, b, expected) => {
    expect(samePhone(a, b)).toBe(expected);
    expect(samePhone(b, a)).toBe(expected);
  });
});
