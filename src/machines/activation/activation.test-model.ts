import { EnvelopeError } from '../shared/api-result';
import type { MachineTestModel } from '../shared/machine-test-model';
import { activationMachine } from './activation.machine';

export const exampleActivation = {
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

export const activationTestModel: MachineTestModel = {
  machine: activationMachine,
  scenarios: [{ name: 'empty form', input: undefined }],
  examples: [
    { type: 'activation.submitted', example: { request: { code: 'UC-CAM-8BYL-3KDS' } } },
    { type: 'activation.submitted', example: { request: { code: '  ' } } },
    { type: 'activation.resetRequested' },
    { type: 'xstate.done.actor.activateCode', example: { output: exampleActivation } },
    {
      type: 'xstate.error.actor.activateCode',
      example: { error: new EnvelopeError(1008, 'Mã kích hoạt này đã được sử dụng.') },
    },
  ],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.error]),
  fakeActions: {},
};
