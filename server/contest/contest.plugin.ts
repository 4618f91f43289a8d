import type { RoutesPlugin } from '../http/route-types';
import { contestProvinceRoutes } from './provinces.routes';
import { userContestDataRoutes } from './user-contest-data.routes';

/** The contest service, mounted at /contest; its routes start with /api/contest/... */
export const contestPlugin: RoutesPlugin = async (app) => {
  await app.register(contestProvinceRoutes);
  // ── Registration point: contest areas (register, OTP, login, rounds, rankings, exports) ──
  await app.register(userContestDataRoutes);
};
