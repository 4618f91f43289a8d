import { type Static, Type } from 'typebox';
import { strict } from './common';

/** GET /main/common/get-config?key= (SPEC §7): one public app setting; the value's shape depends on the key. */
export const ConfigQuery = Type.Object(
  { key: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' }) },
  strict,
);
export type ConfigQuery = Static<typeof ConfigQuery>;

export const ConfigValue = Type.Object({ key: Type.String(), value: Type.Unknown() });
export type ConfigValue = Static<typeof ConfigValue>;
