import { bindMachine } from '../shared/machine-binding';
import { speakingAttemptMachine } from './speaking-attempt.machine';

/** The AI Speak page's actor: created per mounted page from the implementations given to Logic. */
export const speakingAttemptBinding = bindMachine(speakingAttemptMachine);
