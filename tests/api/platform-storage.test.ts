import { describe, expect, it } from 'vitest';
import type { Profile, User } from '../../src/domain/entities';
import { createTypedStorage } from '../../src/platform/storage';
import { BlockedStorage, FullStorage, MemoryStorage } from './support/memory-storage';

const PROFILE: Profile = {
  id: 11,
  name: 'Nguyễn Hoàng Minh Anh',
  avatar: null,
  avatarBorder: null,
  isDefault: 1,
  gradeId: 3,
  gradeLevel: 3,
  className: '3A',
  schoolId: 2,
  schedules: [],
  loyalty: { point: 10, points: { coin: 1250, diamond: 85 } },
};
const USER: User = { phone: '0901000001', source: 1, profiles: [PROFILE] };

describe('typed storage over the SPEC §3 keys', () => {
  it.each([
    ['user', 'user', USER, JSON.stringify(USER)],
    ['profile', 'k12_profile', PROFILE, JSON.stringify(PROFILE)],
    ['productToken', 'tokenUniclass', 'prod-token', 'prod-token'],
    ['contestAuth', 'auth_contest', 'contest-token', 'contest-token'],
    ['infoNewPass', 'infoNewPass', { accessToken: 'a', phone: '0901' }, '{"accessToken":"a","phone":"0901"}'],
    ['tour', 'tour', { done: ['header'] }, '{"done":["header"]}'],
  ] as const)('%s is kept under "%s"', (key, storageKey, value, raw) => {
    const backing = new MemoryStorage();
    const storage = createTypedStorage(backing);
    expect(storage.set(key, value)).toBe(true);
    expect(backing.getItem(storageKey)).toBe(raw);
    expect(storage.get(key)).toEqual(value);
    storage.remove(key);
    expect(backing.getItem(storageKey)).toBeNull();
    expect(storage.get(key)).toBeNull();
  });

  it.each([
    ['user', 'user', '{not json'],
    ['user', 'user', '{"phone":1,"profiles":[]}'],
    ['user', 'user', '["0901"]'],
    ['user', 'user', 'null'],
    ['profile', 'k12_profile', '{"name":"no id"}'],
    ['infoNewPass', 'infoNewPass', '{"accessToken":"a"}'],
    ['tour', 'tour', 'undefined'],
    ['productToken', 'tokenUniclass', ''],
  ] as const)('reads corrupt %s data (%s = %s) as null', (key, storageKey, raw) => {
    const backing = new MemoryStorage();
    backing.setItem(storageKey, raw);
    expect(createTypedStorage(backing).get(key)).toBeNull();
  });

  it('never throws when the browser blocks storage', () => {
    const storage = createTypedStorage(new BlockedStorage());
    expect(storage.get('user')).toBeNull();
    expect(storage.set('user', USER)).toBe(false);
    expect(() => storage.remove('user')).not.toThrow();
  });

  it('reports a refused write when storage is full, keeping the old value', () => {
    const backing = new FullStorage();
    MemoryStorage.prototype.setItem.call(backing, 'tokenUniclass', 'old');
    const storage = createTypedStorage(backing);
    expect(storage.set('productToken', 'new')).toBe(false);
    expect(storage.get('productToken')).toBe('old');
  });

  it('reads as empty without any storage', () => {
    const storage = createTypedStorage(null);
    expect(storage.get('profile')).toBeNull();
    expect(storage.set('profile', PROFILE)).toBe(false);
  });
});
