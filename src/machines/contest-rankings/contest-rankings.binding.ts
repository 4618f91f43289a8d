import { bindMachine } from '../shared/machine-binding';
import { contestRankingsMachine } from './contest-rankings.machine';

export const contestRankingsBinding = bindMachine(contestRankingsMachine);
