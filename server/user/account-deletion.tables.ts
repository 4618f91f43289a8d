import type { ColumnType, Generated } from 'kysely';

/** Row types of migration 0081 (the account-deletion log: counts and time only, no personal data). */
export interface AccountDeletionsTable {
  id: Generated<number>;
  profiles_deleted: number;
  orders_kept: number;
  deleted_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface AccountDeletionTables {
  account_deletions: AccountDeletionsTable;
}
