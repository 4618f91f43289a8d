import { type RoutesPlugin, registerInOrder } from '../http/route-types';
import { contestAuthRoutes } from './contest-auth.routes';
import { contestExportRoutes } from './contest-exports.routes';
import { contestRankAdminRoutes } from './contest-rank-admin.routes';
import { contestRankingRoutes } from './contest-rankings.routes';
import { contestRoundRoutes } from './contest-rounds.routes';
import { contestSchoolRoutes } from './contest-schools.routes';
import { contestProvinceRoutes } from './provinces.routes';
import { userContestDataRoutes } from './user-contest-data.routes';

/** The contest service, mounted at /contest; its routes start with /api/contest/... */
export const contestPlugin: RoutesPlugin = (app) =>
  registerInOrder(app, [
    contestProvinceRoutes,
    // ── Registration point: contest areas (register, OTP, login, rounds, rankings, exports) ──
    userContestDataRoutes,
    contestAuthRoutes,
    contestSchoolRoutes,
    contestRoundRoutes,
    contestRankingRoutes,
    contestRankAdminRoutes,
    contestExportRoutes,
  ]);
