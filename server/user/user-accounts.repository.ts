/**
 * The account row (users): found by phone, created with its default profile at sign-up, its
 * password, and the account info the pages edit. Functions take `db` (or a transaction) first.
 */
import { sql } from 'kysely';
import type { AccountInfoData } from '../../src/contracts/user';
import type { Db } from '../db/database';

export interface AccountRow {
  id: number;
  phone: string;
  source: number;
  name: string | null;
  password_hash: string | null;
}

export function findAccountByPhone(db: Db, phone09: string): Promise<AccountRow | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'phone', 'source', 'name', 'password_hash'])
    .where('phone', '=', phone09)
    .executeTakeFirst();
}

export async function phoneExists(db: Db, phone09: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('phone', '=', phone09).executeTakeFirst();
  return row !== undefined;
}

/** The profile a new session is bound to: the default one, else the oldest. */
export async function defaultProfileId(db: Db, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('profiles')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

export interface NewAccount {
  phone: string;
  name: string;
  grade: number;
  source: number;
  passwordHash: string;
}

/** What a sign-up path adds to the default profile (the contest sets the school and the class). */
export interface DefaultProfileExtras {
  class_name?: string | null;
  school_id?: number;
  is_contest?: boolean;
}

/**
 * The account and its default profile, inside the caller's transaction. Null when the phone was taken
 * meanwhile (the unique phone makes the insert do nothing).
 */
export async function insertAccount(
  trx: Db,
  account: NewAccount,
  extras: DefaultProfileExtras = {},
): Promise<{ userId: number; profileId: number } | null> {
  const user = await trx
    .insertInto('users')
    .values({
      phone: account.phone,
      name: account.name,
      source: account.source,
      password_hash: account.passwordHash,
    })
    .onConflict((oc) => oc.column('phone').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!user) return null;
  const profile = await trx
    .insertInto('profiles')
    .values({ user_id: user.id, name: account.name, grade_id: account.grade, is_default: true, ...extras })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: user.id, profileId: profile.id };
}

export async function setPassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: sql`app_now()` })
    .where('id', '=', userId)
    .execute();
}

export type AccountData = AccountInfoData['account'];
export type AccountValues = Partial<Omit<AccountData, 'phone'>>;

export async function updateAccount(db: Db, userId: number, values: AccountValues): Promise<AccountData> {
  return db
    .updateTable('users')
    .set({ ...values, updated_at: sql`app_now()` })
    .where('id', '=', userId)
    .returning(['phone', 'name', 'email', 'birthday', 'address'])
    .executeTakeFirstOrThrow();
}

/** create-account-info: fills only the fields still empty, in one statement (no read-then-write race). */
export async function fillAccount(
  db: Db,
  userId: number,
  values: { name: string; email: string | null; birthday: string | null; address: string | null },
): Promise<AccountData> {
  return db
    .updateTable('users')
    .set({
      name: sql<string>`coalesce(name, ${values.name})`,
      email: sql<string | null>`coalesce(email, ${values.email})`,
      birthday: sql<string | null>`coalesce(birthday, ${values.birthday})`,
      address: sql<string | null>`coalesce(address, ${values.address})`,
      updated_at: sql`app_now()`,
    })
    .where('id', '=', userId)
    .returning(['phone', 'name', 'email', 'birthday', 'address'])
    .executeTakeFirstOrThrow();
}
