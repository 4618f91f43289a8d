import { bindMachine } from '../shared/machine-binding';
import { appRootMachine } from './app-root.machine';

/** The app root (created once by src/app): views send it the app-wide requests that no child owns. */
export const appRootBinding = bindMachine(appRootMachine);
