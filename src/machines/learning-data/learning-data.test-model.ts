import { ERROR_CODES } from '../../contracts/error-codes';
import { fetchDone, fetchRefused } from '../shared/fetch-examples';
import type { MachineTestModel } from '../shared/machine-test-model';
import { learningDataMachine } from './learning-data.machine';

export const learningDataTestModel: MachineTestModel = {
  machine: learningDataMachine,
  scenarios: [{ name: 'class home of profile 11', input: { request: 11 } }],
  examples: [
    { type: 'data.reloadRequested' },
    fetchDone('load', [{ id: 1, title: 'Tiếng Anh AI Lớp 3: My family' }]),
    fetchRefused('load', ERROR_CODES.TOKEN_INVALID, 'Phiên đăng nhập đã hết hạn'),
  ],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.error]),
  fakeActions: {},
};
