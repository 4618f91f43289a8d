/**
 * Real implementations of the page machines that no first paint needs (account, loyalty, practice,
 * report, contest, club), by binding key. Loaded lazily by `page-logic-store.ts` beside the page
 * chunk that needs them, so the first load of '/' carries only the learning pages' logic.
 */
import type { AnyStateMachine } from 'xstate';
import type { MachineLogic } from '../machines/shared/machine-binding';
import { createAccountPages } from './account-pages';
import type { AppRootActor } from './app-root-actor';
import { clubPageLogic } from './club-logic';
import { createContestPageLogic } from './contest-logic';
import { createLoyaltyPageLogic } from './loyalty-logic';
import { createPracticePageLogic } from './practice-logic';
import { createReportPageLogic } from './report-logic';

export function createLazyPageLogic(
  root: AppRootActor,
  navigate: (to: string) => void,
): Record<string, MachineLogic<AnyStateMachine>> {
  return {
    ...createAccountPages(root, navigate),
    ...createLoyaltyPageLogic(root),
    ...createPracticePageLogic(root),
    ...createReportPageLogic(root),
    ...createContestPageLogic(root),
    ...clubPageLogic,
  };
}
