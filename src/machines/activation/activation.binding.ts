import { bindMachine } from '../shared/machine-binding';
import { activationMachine } from './activation.machine';

/** The activation form: one actor per mounted page, from the implementations given to Logic. */
export const activationBinding = bindMachine(activationMachine);
