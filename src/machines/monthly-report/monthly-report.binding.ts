import { bindMachine } from '../shared/machine-binding';
import { monthlyReportMachine } from './monthly-report.machine';

export const monthlyReportBinding = bindMachine(monthlyReportMachine);
