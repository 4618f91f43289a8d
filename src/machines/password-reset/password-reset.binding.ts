import { bindMachine } from '../shared/machine-binding';
import { passwordResetMachine } from './password-reset.machine';

/** The forgot-password flow: one actor per mounted page. */
export const passwordResetBinding = bindMachine(passwordResetMachine);
