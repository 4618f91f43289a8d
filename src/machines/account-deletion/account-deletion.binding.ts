import { bindMachine } from '../shared/machine-binding';
import { accountDeletionMachine } from './account-deletion.machine';

export const accountDeletionBinding = bindMachine(accountDeletionMachine);
