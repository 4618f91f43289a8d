import { bindMachine } from '../shared/machine-binding';
import { accountInfoMachine } from './account-info.machine';

/** The account page: one actor per mounted page (input: the user and the profile shown). */
export const accountInfoBinding = bindMachine(accountInfoMachine);
