import { bindMachine } from '../shared/machine-binding';
import { contestAuthMachine } from './contest-auth.machine';

export const contestAuthBinding = bindMachine(contestAuthMachine);
