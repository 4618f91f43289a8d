/**
 * Issue 15's page-local machines with their real implementations: the monthly report (also behind
 * /link and /app), /payment and /delete-account, by binding key. Each page creates its own actor from
 * these; the machines ship with their lazy pages.
 */
import { confirmAccountDeletion, requestAccountDeletion } from '../api/main/account-deletion';
import { createPaymentOrder, getPaymentOrder, getPaymentPackages } from '../api/main/payment';
import {
  createShareLink,
  getMonthlyReport,
  getMonthlyReportInApp,
  getSharedReport,
  revokeShareLink,
} from '../api/main/report';
import { ROUTES } from '../domain/constants';
import { createAccountDeletionActors } from '../machines/account-deletion/account-deletion.actors';
import { createMonthlyReportActors } from '../machines/monthly-report/monthly-report.actors';
import { createPaymentOrderActors } from '../machines/payment-order/payment-order.actors';
import { qaInspect } from '../qa/inspect-bridge';
import { type AppRootActor, childOf } from './app-root-actor';

export function createReportPageLogic(root: AppRootActor) {
  return {
    monthlyReport: {
      implementations: {
        actors: createMonthlyReportActors({
          getMonthlyReport,
          getMonthlyReportInApp,
          getSharedReport,
          createShareLink,
          revokeShareLink,
        }),
        actions: {
          // The address follows the picker so it can be bookmarked; the router is not involved,
          // so the page (keyed by its address) is not started again for a change it made itself.
          showSelection: (_: unknown, { profileId, month }: { profileId: number | null; month: string }) => {
            const url = new URL(window.location.href);
            if (profileId !== null) url.searchParams.set('profile_id', String(profileId));
            url.searchParams.set('month', month);
            window.history.replaceState(window.history.state, '', url);
          },
        },
      },
      inspect: qaInspect,
    },
    paymentOrder: {
      implementations: {
        actors: createPaymentOrderActors({ getPaymentPackages, createPaymentOrder, getPaymentOrder }),
      },
      inspect: qaInspect,
    },
    accountDeletion: {
      implementations: {
        actors: createAccountDeletionActors({ requestAccountDeletion, confirmAccountDeletion }),
        // The logout lands on this page again, which keeps its actor and shows the confirmation; the
        // deletion already revoked every session on the server.
        actions: {
          endSession: () =>
            childOf(root, 'session').send({
              type: 'session.logoutRequested',
              landOn: ROUTES.deleteAccount,
              sessionEndedOnServer: true,
            }),
        },
      },
      inspect: qaInspect,
    },
  };
}
