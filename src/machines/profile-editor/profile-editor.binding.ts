import { bindMachine } from '../shared/machine-binding';
import { profileEditorMachine } from './profile-editor.machine';

/** A profile form: one actor per mounted form (input: mode, user, profile). */
export const profileEditorBinding = bindMachine(profileEditorMachine);
