/**
 * Typed access to the local-storage keys of SPEC §3. Tokens are stored as raw strings, records as
 * JSON. Reading never throws: missing, corrupt or wrongly shaped data reads as null.
 */
import { STORAGE_KEYS } from '../domain/constants';
import type { Profile, User } from '../domain/entities';
import { browserLocalStorage } from './browser-globals';

/** SPEC §3 infoNewPass: the password-confirmation step's credentials. */
export interface InfoNewPass {
  accessToken: string;
  phone: string;
}

export interface StoredValues {
  user: User;
  profile: Profile;
  /** tokenUniclass: the product (service) token issued with the login. */
  productToken: string;
  /** auth_contest: the contest API token. */
  contestAuth: string;
  infoNewPass: InfoNewPass;
  tour: unknown;
  rejectedFeedReason: string;
}

export type StoredKey = keyof StoredValues;

interface Codec<T> {
  encode(value: T): string;
  decode(raw: string): T | null;
}

const rawString: Codec<string> = {
  encode: (value) => value,
  decode: (raw) => (raw.length > 0 ? raw : null),
};

function jsonCodec<T>(isValid: (value: unknown) => value is T): Codec<T> {
  return {
    encode: (value) => JSON.stringify(value),
    decode: (raw) => {
      try {
        const value: unknown = JSON.parse(raw);
        return isValid(value) ? value : null;
      } catch {
        return null;
      }
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isUser(value: unknown): value is User {
  return isRecord(value) && typeof value.phone === 'string' && Array.isArray(value.profiles);
}

function isProfile(value: unknown): value is Profile {
  return isRecord(value) && typeof value.id === 'number';
}

function isInfoNewPass(value: unknown): value is InfoNewPass {
  return isRecord(value) && typeof value.accessToken === 'string' && typeof value.phone === 'string';
}

function isAnyJson(_value: unknown): _value is unknown {
  return true;
}

const CODECS: { [K in StoredKey]: Codec<StoredValues[K]> } = {
  user: jsonCodec(isUser),
  profile: jsonCodec(isProfile),
  productToken: rawString,
  contestAuth: rawString,
  infoNewPass: jsonCodec(isInfoNewPass),
  tour: jsonCodec(isAnyJson),
  rejectedFeedReason: rawString,
};

export interface TypedStorage {
  get<K extends StoredKey>(key: K): StoredValues[K] | null;
  /** false when the browser refuses the write (quota, blocked storage). */
  set<K extends StoredKey>(key: K, value: StoredValues[K]): boolean;
  remove(key: StoredKey): void;
}

/** Typed storage over any DOM Storage; null (no storage available) reads as empty. */
export function createTypedStorage(storage: Storage | null): TypedStorage {
  return {
    get(key) {
      let raw: string | null = null;
      try {
        raw = storage?.getItem(STORAGE_KEYS[key]) ?? null;
      } catch {
        return null;
      }
      return raw === null ? null : CODECS[key].decode(raw);
    },
    set(key, value) {
      if (!storage) return false;
      try {
        storage.setItem(STORAGE_KEYS[key], CODECS[key].encode(value));
        return true;
      } catch {
        return false;
      }
    },
    remove(key) {
      try {
        storage?.removeItem(STORAGE_KEYS[key]);
      } catch {
        // Blocked storage has nothing to remove.
      }
    },
  };
}

/** Typed storage over the page's localStorage. */
export function createBrowserStorage(): TypedStorage {
  return createTypedStorage(browserLocalStorage());
}
