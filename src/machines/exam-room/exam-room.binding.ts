import { bindMachine } from '../shared/machine-binding';
import { examRoomMachine } from './exam-room.machine';

export const examRoomBinding = bindMachine(examRoomMachine);
