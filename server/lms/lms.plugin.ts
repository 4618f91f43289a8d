import type { RoutesPlugin } from '../http/route-types';
import { lmsSchoolRoutes } from './schools.routes';
import { lmsTutorRoutes } from './tutor.routes';

/**
 * The LMS service, mounted at /lms; its routes start with /api/... (SPEC §7: getLms/postLms).
 * Register each area's routes file here, one line each.
 */
export const lmsPlugin: RoutesPlugin = async (app) => {
  await app.register(lmsSchoolRoutes);
  // ── Registration point: further LMS areas (e.g. tutor VIP check) ──
  await app.register(lmsTutorRoutes);
};
