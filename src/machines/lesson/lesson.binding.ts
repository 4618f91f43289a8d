import { bindMachine } from '../shared/machine-binding';
import { lessonMachine } from './lesson.machine';

/** /lesson: one actor per opened session (input: the session id). */
export const lessonBinding = bindMachine(lessonMachine, 'lesson');
