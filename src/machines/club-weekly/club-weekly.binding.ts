import { bindMachine } from '../shared/machine-binding';
import { clubWeeklyMachine } from './club-weekly.machine';

/** The weekly view of /app?view=weekly: one actor per mounted page. */
export const clubWeeklyBinding = bindMachine(clubWeeklyMachine);
