import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../src/domain/return-path';

describe('safeReturnPath (deep links after login)', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeReturnPath('/thong-tin-tai-khoan/khoa-hoc')).toBe('/thong-tin-tai-khoan/khoa-hoc');
    expect(safeReturnPath('/cua-hang-qua-tang?isTrophy=false#x')).toBe('/cua-hang-qua-tang?isTrophy=false#x');
  });

  it('refuses every way to another origin (open redirect)', () => {
    for (const raw of [
      '//evil.com',
      '//evil.com/thong-tin-tai-khoan',
      'https://evil.com',
      'http:/evil.com',
      '/\\evil.com',
      '/\t/evil.com',
      'javascript:alert(1)',
      'evil.com',
      '',
      null,
      undefined,
    ]) {
      expect(safeReturnPath(raw), String(raw)).toBeNull();
    }
  });

  it('refuses the login and sign-up pages (they would loop)', () => {
    expect(safeReturnPath('/dang-nhap?tiep=/x')).toBeNull();
    expect(safeReturnPath('/dang-ky')).toBeNull();
    expect(safeReturnPath('/login/abc')).toBeNull();
  });
});
