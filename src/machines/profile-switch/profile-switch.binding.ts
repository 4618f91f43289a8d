import { bindMachine } from '../shared/machine-binding';
import { profileSwitchMachine } from './profile-switch.machine';

/** The app-wide profile switch (a child of the app root). */
export const profileSwitchBinding = bindMachine(profileSwitchMachine);
