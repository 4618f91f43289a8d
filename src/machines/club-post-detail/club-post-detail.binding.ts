import { bindMachine } from '../shared/machine-binding';
import { clubPostDetailMachine } from './club-post-detail.machine';

/** One post of the club with its comments: one actor per mounted detail page. */
export const clubPostDetailBinding = bindMachine(clubPostDetailMachine);
