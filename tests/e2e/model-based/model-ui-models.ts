import { layoutCheckUiModel } from '../../../src/machines/layout-check/layout-check.ui-model';
import { notificationsUiModel } from '../../../src/machines/notifications/notifications.ui-model';
import { postLoginChecksUiModel } from '../../../src/machines/post-login-checks/post-login-checks.ui-model';
import { profileSwitchUiModel } from '../../../src/machines/profile-switch/profile-switch.ui-model';
import type { MachineEntry } from '../../../src/machines/registry';
import { machineRegistry } from '../../../src/machines/registry';
import { scheduleConfirmationUiModel } from '../../../src/machines/schedule-confirmation/schedule-confirmation.ui-model';
import { sessionUiModel } from '../../../src/machines/session/session.ui-model';
import type { MachineUiModel } from '../../../src/machines/shared/ui-model';

/**
 * The machines whose generated paths run in Chromium, with their UI models, in the order they run.
 * The layout check runs before the schedule confirmation: it needs 0901000003 still without a
 * schedule, which the confirmation's new registration gives it.
 */
export const browserModels: MachineUiModel[] = [
  sessionUiModel,
  notificationsUiModel,
  postLoginChecksUiModel,
  profileSwitchUiModel,
  layoutCheckUiModel,
  scheduleConfirmationUiModel,
];

export function entryOf(model: MachineUiModel): MachineEntry {
  const entry = machineRegistry.find((e) => e.name === model.machine);
  if (!entry) throw new Error(`${model.machine} is not in src/machines/registry.ts`);
  return entry;
}
