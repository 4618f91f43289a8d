import type { ColumnType } from 'kysely';

/*
 * Column shapes shared by every area's row types. timestamptz reads as Date and is written as a Date
 * or an ISO string; int8 columns are avoided on purpose (node-postgres returns them as strings).
 */

/** Set by the database on insert, never written afterwards. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** Defaulted by the database on insert, written on update. */
export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** A nullable text column the insert may leave out. */
export type OptionalText = ColumnType<string | null, string | null | undefined, string | null>;
/** jsonb: any JSON value; write it JSON.stringify-ed (node-postgres would turn arrays into PG arrays). */
export type Json = ColumnType<unknown, string, string>;
