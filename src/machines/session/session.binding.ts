import { bindMachine } from '../shared/machine-binding';
import { sessionMachine } from './session.machine';

/** The app-wide session (a child of the app root), as views read it and talk to it. */
export const sessionBinding = bindMachine(sessionMachine);
