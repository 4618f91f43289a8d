import type { Generated } from 'kysely';
import type { Json, UpdatedAt } from '../db/column-types';

/** Row types of the catalogue tables of migrations 0001/0002: places, schools, grades, avatars, configs. */

export interface ProvincesTable {
  id: number;
  code: string;
  name: string;
}

export type SchoolLevel = 'primary' | 'secondary' | 'high';

export interface SchoolsTable {
  id: Generated<number>;
  province_id: number;
  name: string;
  level: SchoolLevel;
}

export interface GradesTable {
  id: number;
  level: number;
  name: string;
}

export interface AvatarPresetsTable {
  id: number;
  file_path: string;
  relative_path: string;
}

export interface ConfigsTable {
  key: string;
  value: Json;
  updated_at: UpdatedAt;
}

export interface CommonTables {
  provinces: ProvincesTable;
  schools: SchoolsTable;
  grades: GradesTable;
  avatar_presets: AvatarPresetsTable;
  configs: ConfigsTable;
}
