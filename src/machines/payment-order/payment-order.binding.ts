import { bindMachine } from '../shared/machine-binding';
import { paymentOrderMachine } from './payment-order.machine';

export const paymentOrderBinding = bindMachine(paymentOrderMachine);
