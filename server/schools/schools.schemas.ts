import { Type } from 'typebox';

export const SchoolSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  provinceId: Type.Integer(),
  level: Type.Union([Type.Literal('primary'), Type.Literal('secondary'), Type.Literal('high')]),
});

export const ProvinceSchema = Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() });

/** Province ids are 1..34 today; the bound keeps absurd numbers out of SQL. */
export const ProvinceId = Type.Integer({ minimum: 1, maximum: 1_000_000 });
export const ProvinceCode = Type.String({ minLength: 1, maxLength: 16, pattern: '^[A-Za-z0-9_-]+$' });
