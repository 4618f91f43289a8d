import { bindMachine } from '../shared/machine-binding';
import { shopMachine } from './shop.machine';

/** The gift shop's one binding: a page-local actor per mounted shop page. */
export const shopBinding = bindMachine(shopMachine);
