import { bindMachine } from '../shared/machine-binding';
import { clubFeedMachine } from './club-feed.machine';

/** The club feed of /uniclass-club-feeds: one actor per mounted page. */
export const clubFeedBinding = bindMachine(clubFeedMachine);
