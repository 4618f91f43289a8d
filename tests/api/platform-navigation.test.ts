import { describe, expect, it } from 'vitest';
import { createBrowserNavigation, createNavigation } from '../../src/platform/navigation';

describe('navigation', () => {
  it('maps reload, redirect and replace onto the Location', () => {
    const calls: string[] = [];
    const navigation = createNavigation({
      reload: () => calls.push('reload'),
      assign: (url: string | URL) => calls.push(`assign ${url}`),
      replace: (url: string | URL) => calls.push(`replace ${url}`),
    });
    navigation.redirect('/lop-hoc');
    navigation.replace('/dang-nhap');
    navigation.reload();
    expect(calls).toEqual(['assign /lop-hoc', 'replace /dang-nhap', 'reload']);
  });

  it('says why it cannot navigate outside a browser', () => {
    expect(() => createBrowserNavigation().reload()).toThrow('Navigation needs a browser window');
  });
});
