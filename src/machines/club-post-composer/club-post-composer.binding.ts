import { bindMachine } from '../shared/machine-binding';
import { clubPostComposerMachine } from './club-post-composer.machine';

/** The composer above the club feed: one actor per mounted page. */
export const clubPostComposerBinding = bindMachine(clubPostComposerMachine);
