import type { MachineEntry } from '../../../src/machines/registry';
import { machineRegistry } from '../../../src/machines/registry';
import type { MachineUiModel } from './ui-model';
import { layoutCheckUiModel } from './ui-models/layout-check.ui-model';
import { notificationsUiModel } from './ui-models/notifications.ui-model';
import { postLoginChecksUiModel } from './ui-models/post-login-checks.ui-model';
import { profileSwitchUiModel } from './ui-models/profile-switch.ui-model';
import { scheduleConfirmationUiModel } from './ui-models/schedule-confirmation.ui-model';
import { sessionUiModel } from './ui-models/session.ui-model';

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
