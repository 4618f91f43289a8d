import { type Static, Type } from 'typebox';
import { IdFields, LiteralUnion, strict } from './common';

/* The LMS service (/lms/api/...): the school pickers and the tutor/VIP check (SPEC §6, §7). */

export const SchoolSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  provinceId: Type.Integer(),
  level: LiteralUnion('primary', 'secondary', 'high'),
});
export type School = Static<typeof SchoolSchema>;

export const ProvinceSchema = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() });
export type Province = Static<typeof ProvinceSchema>;

/** Province ids are 1..34 today; the bound keeps absurd numbers out of SQL. */
export const ProvinceId = Type.Integer({ minimum: 1, maximum: 1_000_000 });
export const ProvinceCode = Type.String({ minLength: 1, maxLength: 16, pattern: '^[A-Za-z0-9_-]+$' });

/** GET /lms/api/get-list-school/get-list-school?provinceCode= */
export const SchoolsByCodeQuery = Type.Object({ provinceCode: ProvinceCode }, strict);
export type SchoolsByCodeQuery = Static<typeof SchoolsByCodeQuery>;

/** GET /lms/api/contest/schools/list?provinceId= */
export const SchoolsByProvinceQuery = Type.Object({ provinceId: ProvinceId }, strict);
export type SchoolsByProvinceQuery = Static<typeof SchoolsByProvinceQuery>;

export const SchoolList = Type.Array(SchoolSchema);

/** GET /lms/api/auth/lms/tutor/check-vip?profileId= (Authorization: Bearer <access token>) */
export const TutorVipQuery = IdFields('profileId');
export type TutorVipQuery = Static<typeof TutorVipQuery>;

export const TutorVipData = Type.Object({ isVip: Type.Boolean(), profileId: Type.Integer() });
export type TutorVipData = Static<typeof TutorVipData>;
