import { type TLiteral, type TSchema, type TUnion, Type } from 'typebox';

/*
 * Building blocks shared by every contract. Contracts are the one place an endpoint's shapes are
 * written: the server passes the schemas to Fastify, src/api and the SPA take `Static<>` types of the
 * same schemas with `import type` (TypeBox itself never reaches the browser bundle).
 */

/** Every body, query and params object: unknown fields answer 400. */
export const strict = { additionalProperties: false } as const;

/** A database id (int4). */
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** A real calendar date, yyyy-mm-dd (ajv-formats `date` rejects 2024-02-30). */
export const DateField = Type.String({ format: 'date', maxLength: 10 });

/** A one-time code sent by SMS: 4 to 8 digits. */
export const OtpCode = Type.String({ minLength: 4, maxLength: 8, pattern: '^[0-9]+$' });

/**
 * Text a user typed (names, addresses, notes). The server's validator refuses control characters
 * (U+0000 above all), except tab and line breaks, and lone surrogates in it: see
 * server/http/validation.ts, which also treats every other format-less request string this way.
 */
export function UserText(options: { minLength?: number; maxLength: number; pattern?: string }) {
  return Type.String({ ...options, format: 'user-text' });
}

type LiteralsOf<Values> = Values extends [infer First extends string | number, ...infer Rest]
  ? [TLiteral<First>, ...LiteralsOf<Rest>]
  : [];

/** One of the given constants: the union of their literals (an `anyOf` of `const`s). */
export function LiteralUnion<const Values extends (string | number)[]>(
  ...values: Values
): TUnion<LiteralsOf<Values>> {
  return Type.Union(values.map((value) => Type.Literal(value))) as TUnion<LiteralsOf<Values>>;
}

export function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}

/** One page of a paged list as the contest API answers it (Spring-style: total, page, size, content). */
export function PageOf<T extends TSchema>(item: T) {
  return Type.Object({
    totalElements: Type.Integer(),
    page: Type.Integer(),
    size: Type.Integer(),
    content: Type.Array(item),
  });
}

/**
 * A strict object of database ids, in the order named: the params, queries and bodies that only
 * name records, e.g. `IdFields('feedId')` is `{ feedId: Id }` and `IdFields('profile_id')` the
 * profile-scoped query.
 */
export function IdFields<const Name extends string>(...names: Name[]) {
  return Type.Object(Object.fromEntries(names.map((name) => [name, Id])) as Record<Name, typeof Id>, strict);
}

export const ProfileIdQuery = IdFields('profile_id');
export const ProfileIdParams = IdFields('id');
/** Routes acting for the token's profile unless another own profile is named. */
export const OptionalProfileQuery = Type.Object({ profile_id: Type.Optional(Id) }, strict);
