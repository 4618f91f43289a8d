import { clubRoutes } from '../club/club.routes';
import { configRoutes } from '../common/configs.routes';
import { rankContestInfoRoutes } from '../contest/rank-contest-info.routes';
import type { RoutesPlugin } from '../http/route-types';
import { activationRoutes } from '../learning/activation.routes';
import { learningPlanRoutes } from '../learning/learning.routes';
import { loyaltyRoutes } from '../loyalty/loyalty.routes';
import { notificationPlugin } from '../notification/notification.plugin';
import { paymentRoutes } from '../payment/payment.routes';
import { practiceRoutes } from '../practice/practice.routes';
import { reportRoutes } from '../report/report.routes';
import { speakRoutes } from '../speak/speak.routes';
import { accountDeletionRoutes } from '../user/account-deletion.routes';
import { userRoutes } from '../user/user.routes';

/**
 * The main API, mounted at /main (SPEC §7: post/get/patch helpers). Each area keeps its routes in
 * server/<area>/<area>.routes.ts and is registered here with one line.
 */
export const mainPlugin: RoutesPlugin = async (app) => {
  await app.register(configRoutes);
  // ── Registration point: main API areas ──────────────────────────────────────
  // The user/auth helper adds, e.g.:
  //   import { userRoutes } from '../user/user.routes';   → /main/user/...
  //   await app.register(userRoutes);
  await app.register(userRoutes);
  await app.register(notificationPlugin);
  await app.register(learningPlanRoutes);
  await app.register(activationRoutes);
  await app.register(loyaltyRoutes);
  await app.register(clubRoutes);
  await app.register(practiceRoutes);
  await app.register(speakRoutes);
  await app.register(rankContestInfoRoutes);
  await app.register(paymentRoutes);
  await app.register(accountDeletionRoutes);
  await app.register(reportRoutes);
};
