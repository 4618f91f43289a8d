import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { classroomUrlOf } from '../../../server/learning/sessions.repository';

describe('classroom link of a class session (issue 16)', () => {
  it('appends the stored room to the configured provider, or uses a stored https URL as is', () => {
    expect(classroomUrlOf('uniclass-abc', 'https://meet.jit.si/')).toBe('https://meet.jit.si/uniclass-abc');
    expect(classroomUrlOf('lớp 3A', 'https://jitsi.truong.vn/phong')).toBe(
      'https://jitsi.truong.vn/phong/l%E1%BB%9Bp%203A',
    );
    expect(classroomUrlOf('https://us02web.zoom.us/j/123', 'https://meet.jit.si/')).toBe(
      'https://us02web.zoom.us/j/123',
    );
  });

  it('CLASSROOM_BASE_URL defaults to public Jitsi and must be an http(s) URL', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).classroomBaseUrl).toBe('https://meet.jit.si/');
    expect(
      loadConfig({ NODE_ENV: 'test', CLASSROOM_BASE_URL: 'https://meet.truong.vn/lop' }).classroomBaseUrl,
    ).toBe('https://meet.truong.vn/lop/');
    expect(() => loadConfig({ NODE_ENV: 'test', CLASSROOM_BASE_URL: 'meet.jit.si' })).toThrow(
      /CLASSROOM_BASE_URL/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', CLASSROOM_BASE_URL: 'javascript:alert(1)' })).toThrow(
      /CLASSROOM_BASE_URL/,
    );
  });
});
