import { notificationsUiModel } from '../../../src/machines/notifications/notifications.ui-model';
import type { MachineEntry } from '../../../src/machines/registry';
import { machineRegistry } from '../../../src/machines/registry';
import { sessionUiModel } from '../../../src/machines/session/session.ui-model';
import type { MachineUiModel } from '../../../src/machines/shared/ui-model';

/** The machines whose generated paths run in Chromium, with their UI models. */
export const browserModels: MachineUiModel[] = [sessionUiModel, notificationsUiModel];

export function entryOf(model: MachineUiModel): MachineEntry {
  const entry = machineRegistry.find((e) => e.name === model.machine);
  if (!entry) throw new Error(`${model.machine} is not in src/machines/registry.ts`);
  return entry;
}
