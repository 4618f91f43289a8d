import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_IMAGE_HOST } from '../../src/domain/constants';
import { getImageHost, imageUrl, setImageHost } from '../../src/domain/image';

afterEach(() => setImageHost(undefined));

describe('imageUrl with an explicit host', () => {
  it.each<[string | null | undefined, string, string]>([
    ['', 'https://img.example.vn', ''],
    ['   ', 'https://img.example.vn', ''],
    [null, 'https://img.example.vn', ''],
    [undefined, 'https://img.example.vn', ''],
    ['avatars/1.png', 'https://img.example.vn', 'https://img.example.vn/avatars/1.png'],
    ['/avatars/1.png', 'https://img.example.vn', 'https://img.example.vn/avatars/1.png'],
    ['///avatars/1.png', 'https://img.example.vn/', 'https://img.example.vn/avatars/1.png'],
    ['avatars/1.png', 'https://img.example.vn///', 'https://img.example.vn/avatars/1.png'],
    ['avatars/1.png?v=2#x', 'https://img.example.vn', 'https://img.example.vn/avatars/1.png?v=2#x'],
    ['  avatars/1.png  ', '/static-images', '/static-images/avatars/1.png'],
    ['avatars/ảnh đại diện.png', '/static-images', '/static-images/avatars/ảnh đại diện.png'],
    ['avatars/1.png', '', '/avatars/1.png'],
    ['avatars/1.png', '/', '/avatars/1.png'],
    // already carrying the host: not prefixed twice
    ['/static-images/avatars/1.png', '/static-images', '/static-images/avatars/1.png'],
    ['/static-images-old/a.png', '/static-images', '/static-images/static-images-old/a.png'],
    // absolute URLs pass through unchanged
    ['https://cdn.example.com/a.png', '/static-images', 'https://cdn.example.com/a.png'],
    ['HTTP://cdn.example.com/a.png', '/static-images', 'HTTP://cdn.example.com/a.png'],
    ['http://cdn.example.com/a.png', '/static-images', 'http://cdn.example.com/a.png'],
    ['//cdn.example.com/a.png', '/static-images', '//cdn.example.com/a.png'],
    ['data:image/png;base64,iVBORw0KGgo=', '/static-images', 'data:image/png;base64,iVBORw0KGgo='],
    ['blob:https://uniclass.vn/5f0c', '/static-images', 'blob:https://uniclass.vn/5f0c'],
    // look-alikes of schemes are relative paths
    ['https-logo.png', '/static-images', '/static-images/https-logo.png'],
    ['database/a.png', '/static-images', '/static-images/database/a.png'],
  ])('imageUrl(%j, %j) = %j', (path, host, expected) => {
    expect(imageUrl(path, host)).toBe(expected);
  });
});

describe('the configured image host', () => {
  it('defaults to DEFAULT_IMAGE_HOST', () => {
    expect(getImageHost()).toBe(DEFAULT_IMAGE_HOST);
    expect(imageUrl('a.png')).toBe(`${DEFAULT_IMAGE_HOST}/a.png`);
  });

  it.each<[string | null | undefined, string, string]>([
    ['https://img.example.vn/', 'https://img.example.vn', 'https://img.example.vn/a.png'],
    [' /images ', '/images', '/images/a.png'],
    ['', '', '/a.png'],
    [null, DEFAULT_IMAGE_HOST, `${DEFAULT_IMAGE_HOST}/a.png`],
    [undefined, DEFAULT_IMAGE_HOST, `${DEFAULT_IMAGE_HOST}/a.png`],
  ])('setImageHost(%j) → host %j, imageUrl("a.png") %j', (host, expectedHost, expectedUrl) => {
    setImageHost(host);
    expect(getImageHost()).toBe(expectedHost);
    expect(imageUrl('a.png')).toBe(expectedUrl);
  });

  it('lets an explicit host win over the configured one', () => {
    setImageHost('https://img.example.vn');
    expect(imageUrl('a.png', '/local')).toBe('/local/a.png');
  });

  it('is idempotent', () => {
    setImageHost('https://img.example.vn');
    for (const path of ['a.png', '/a/b.png', 'https://x.vn/a.png', '']) {
      expect(imageUrl(imageUrl(path))).toBe(imageUrl(path));
    }
  });
});
