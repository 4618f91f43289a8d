import { describe, expect, it } from 'vitest';
import { findDefaultProfile, shownName } from '../../src/domain/profile';

describe('shownName', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    [null, ''],
    [undefined, ''],
    ['Anh', 'Anh'],
    ['Bảo Ngọc', 'Bảo Ngọc'],
    ['Nguyễn Gia Bảo', 'Gia Bảo'],
    ['Nguyễn Hoàng Minh Anh', 'Minh Anh'],
    ['  Nguyễn   Hoàng\tMinh \n Anh  ', 'Minh Anh'],
    ['  Bảo    Ngọc ', 'Bảo Ngọc'],
    [' Anh ', 'Anh'],
    ['NGUYỄN văn a', 'văn a'],
    ['Tôn Nữ\u00a0Thị Hà', 'Thị Hà'], // a no-break space separates words too
  ])('shownName(%j) = %j', (name, expected) => {
    expect(shownName(name)).toBe(expected);
  });
});

describe('findDefaultProfile', () => {
  type P = { id: number; isDefault?: 0 | 1 | boolean | null };
  it.each<[string, P[] | null | undefined, number | undefined]>([
    [
      'isDefault 1',
      [
        { id: 1, isDefault: 0 },
        { id: 2, isDefault: 1 },
      ],
      2,
    ],
    [
      'isDefault true',
      [
        { id: 1, isDefault: false },
        { id: 2, isDefault: true },
      ],
      2,
    ],
    [
      'the first default when two claim it',
      [
        { id: 1, isDefault: true },
        { id: 2, isDefault: 1 },
      ],
      1,
    ],
    [
      'none default',
      [
        { id: 1, isDefault: 0 },
        { id: 2, isDefault: false },
      ],
      undefined,
    ],
    ['missing or null flags', [{ id: 1 }, { id: 2, isDefault: null }], undefined],
    ['an empty list', [], undefined],
    ['no list', null, undefined],
    ['undefined', undefined, undefined],
  ])('%s', (_name, profiles, expectedId) => {
    expect(findDefaultProfile(profiles)?.id).toBe(expectedId);
  });

  it('does not treat truthy look-alikes as the default', () => {
    const profiles = [
      { id: 1, isDefault: '1' },
      { id: 2, isDefault: 2 },
    ] as unknown as { id: number; isDefault: 1 }[];
    expect(findDefaultProfile(profiles)).toBeUndefined();
  });
});
