import { bindMachine } from '../shared/machine-binding';
import { classPopupMachine } from './class-popup.machine';

/** The app-wide congratulation popup of /lop-hoc (a child of the app root). */
export const classPopupBinding = bindMachine(classPopupMachine);
