import { bindMachine } from '../shared/machine-binding';
import { practiceSessionMachine } from './practice-session.machine';

/** The practice page's actor: created per mounted page from the implementations given to Logic. */
export const practiceSessionBinding = bindMachine(practiceSessionMachine);
