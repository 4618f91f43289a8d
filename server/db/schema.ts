import type { AuthTables } from '../auth/auth.tables';
import type { ClubTables } from '../club/club.tables';
import type { CommonTables } from '../common/common.tables';
import type { ContestTables } from '../contest/contest.tables';
import type { LearningTables } from '../learning/learning.tables';
import type { LoyaltyTables } from '../loyalty/loyalty.tables';
import type { NotificationTables } from '../notification/notification.tables';
import type { PaymentTables } from '../payment/payment.tables';
import type { PracticeTables } from '../practice/practice.tables';
import type { ReportTables } from '../report/report.tables';
import type { SpeakTables } from '../speak/speak.tables';
import type { AccountDeletionTables } from '../user/account-deletion.tables';
import type { UserTables } from '../user/user.tables';
import type { CreatedAt } from './column-types';

/*
 * The one Database type of the app's Kysely instance: every area keeps the row types of its tables in
 * server/<area>/<area>.tables.ts (snake_case, as in SQL) and is combined here. No area casts the
 * instance to see its tables. Repositories map rows to the camelCase types of src/contracts.
 */

export interface SchemaMigrationsTable {
  version: string;
  name: string;
  applied_at: CreatedAt;
}

export interface Database
  extends CommonTables,
    UserTables,
    AuthTables,
    NotificationTables,
    LearningTables,
    LoyaltyTables,
    ClubTables,
    PracticeTables,
    SpeakTables,
    ContestTables,
    PaymentTables,
    ReportTables,
    AccountDeletionTables {
  schema_migrations: SchemaMigrationsTable;
}
