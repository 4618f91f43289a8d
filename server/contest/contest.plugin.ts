import type { RoutesPlugin } from '../http/route-types';
import { contestAuthRoutes } from './contest-auth.routes';
import { contestExportRoutes } from './contest-exports.routes';
import { contestRankingRoutes } from './contest-rankings.routes';
import { contestRoundRoutes } from './contest-rounds.routes';
import { contestSchoolRoutes } from './contest-schools.routes';
import { contestProvinceRoutes } from './provinces.routes';
import { userContestDataRoutes } from './user-contest-data.routes';

/** The contest service, mounted at /contest; its routes start with /api/contest/... */
export const contestPlugin: RoutesPlugin = async (app) => {
  await app.register(contestProvinceRoutes);
  // ── Registration point: contest areas (register, OTP, login, rounds, rankings, exports) ──
  await app.register(userContestDataRoutes);
  await app.register(contestAuthRoutes);
  await app.register(contestSchoolRoutes);
  await app.register(contestRoundRoutes);
  await app.register(contestRankingRoutes);
  await app.register(contestExportRoutes);
};
