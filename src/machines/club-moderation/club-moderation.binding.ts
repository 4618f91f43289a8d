import { bindMachine } from '../shared/machine-binding';
import { clubModerationMachine } from './club-moderation.machine';

/** The moderation console of /quan-tri/club: one actor per mounted page. */
export const clubModerationBinding = bindMachine(clubModerationMachine);
