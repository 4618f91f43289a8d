import type { Province, School } from '../../src/contracts/lms';
import type { Db } from '../db/database';

/* Provinces and schools: reference data read by the LMS school pickers and the contest. */

export async function listSchoolsByProvinceId(db: Db, provinceId: number): Promise<School[]> {
  const rows = await db
    .selectFrom('schools')
    .select(['id', 'name', 'province_id', 'level'])
    .where('province_id', '=', provinceId)
    .orderBy('name')
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, provinceId: row.province_id, level: row.level }));
}

export async function findProvinceByCode(db: Db, code: string): Promise<Province | undefined> {
  return db
    .selectFrom('provinces')
    .select(['id', 'code', 'name'])
    .where('code', '=', code)
    .executeTakeFirst();
}

export async function listProvinces(db: Db): Promise<Province[]> {
  return db.selectFrom('provinces').select(['id', 'code', 'name']).orderBy('id').execute();
}

/** The province of the school of an account's default profile, looked up by phone (09x form). */
export async function findProvinceByPhone(db: Db, phone: string): Promise<Province | undefined> {
  return db
    .selectFrom('users')
    .innerJoin('profiles', (join) =>
      join.onRef('profiles.user_id', '=', 'users.id').on('profiles.is_default', '=', true),
    )
    .innerJoin('schools', 'schools.id', 'profiles.school_id')
    .innerJoin('provinces', 'provinces.id', 'schools.province_id')
    .select(['provinces.id', 'provinces.code', 'provinces.name'])
    .where('users.phone', '=', phone)
    .executeTakeFirst();
}
