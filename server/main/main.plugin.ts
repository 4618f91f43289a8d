import { clubRoutes } from '../club/club.routes';
import { configRoutes } from '../common/configs.routes';
import { rankContestInfoRoutes } from '../contest/rank-contest-info.routes';
import { type RoutesPlugin, registerInOrder } from '../http/route-types';
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
export const mainPlugin: RoutesPlugin = (app) =>
  registerInOrder(app, [
    configRoutes,
    // ── Registration point: main API areas ──────────────────────────────────────
    // The user/auth helper adds, e.g. `userRoutes` (import '../user/user.routes') → /main/user/...
    userRoutes,
    notificationPlugin,
    learningPlanRoutes,
    activationRoutes,
    loyaltyRoutes,
    clubRoutes,
    practiceRoutes,
    speakRoutes,
    rankContestInfoRoutes,
    paymentRoutes,
    accountDeletionRoutes,
    reportRoutes,
  ]);
