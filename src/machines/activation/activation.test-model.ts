import { ERROR_CODES } from '../../contracts/error-codes';
import { EnvelopeError } from '../shared/api-result';
import type { MachineTestModel } from '../shared/machine-test-model';
import { activationMachine } from './activation.machine';
import type { ActivationGradeMismatch, ActivationOutcome, ActivationResult } from './activation.types';

export const exampleActivation: ActivationResult = {
  licence: {
    id: 9,
    licenseCode: 'EN-CAM-STARTERS',
    isTrial: false,
    endTime: '2027-01-01T00:00:00.000Z',
    startsAt: '2026-01-01T00:00:00.000Z',
    status: 'active',
    source: 'activation',
  },
  extended: false,
  profileName: 'Nguyễn Hoàng Minh Anh',
};

/** A G5 code typed for the grade-3 default profile of 0901000001 (issue 16). */
export const exampleGradeMismatch: ActivationGradeMismatch = {
  profileId: 1,
  profileName: 'Nguyễn Hoàng Minh Anh',
  profileGrade: { id: 3, name: 'Lớp 3' },
  codeGrade: { id: 5, name: 'Lớp 5' },
};

const activated: ActivationOutcome = { kind: 'activated', result: exampleActivation };
const mismatched: ActivationOutcome = { kind: 'gradeMismatch', mismatch: exampleGradeMismatch };

export const activationTestModel: MachineTestModel = {
  machine: activationMachine,
  scenarios: [{ name: 'empty form', input: undefined }],
  examples: [
    { type: 'activation.submitted', example: { request: { code: 'UC-G5-2WJN-6FZC' } } },
    { type: 'activation.submitted', example: { request: { code: 'UC-G5-2WJN-6FZC', phone: '0901000001' } } },
    { type: 'activation.submitted', example: { request: { code: '  ' } } },
    { type: 'activation.resetRequested' },
    { type: 'activation.gradeMismatchConfirmed' },
    { type: 'activation.profileChosen', example: { profileId: 2 } },
    { type: 'activation.cancelled' },
    { type: 'xstate.done.actor.activateCode', example: { output: activated } },
    { type: 'xstate.done.actor.activateCode', example: { output: mismatched } },
    {
      type: 'xstate.error.actor.activateCode',
      example: { error: new EnvelopeError(ERROR_CODES.CONFLICT, 'Mã kích hoạt này đã được sử dụng.') },
    },
  ],
  // What decides behaviour: the state, the message, whether a visitor sent the code (no profile to
  // choose) and whether the grade was already accepted.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.error,
      'phone' in snapshot.context.request,
      snapshot.context.request.acceptGradeMismatch === true,
    ]),
  fakeActions: {},
};
