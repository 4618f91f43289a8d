import { bindMachine } from '../shared/machine-binding';
import { scheduleConfirmationMachine } from './schedule-confirmation.machine';

/** The app-wide schedule confirmation (a child of the app root): it outlives the page that started it. */
export const scheduleConfirmationBinding = bindMachine(scheduleConfirmationMachine);
