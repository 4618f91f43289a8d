import { bindMachine } from '../shared/machine-binding';
import { registrationMachine } from './registration.machine';

/** The /dang-ky flow: one actor per mounted page; its result reaches the session through the app root. */
export const registrationBinding = bindMachine(registrationMachine);
