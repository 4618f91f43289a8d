import { fetchDone, fetchFailed } from '../shared/fetch-examples';
import { type MachineTestModel, noopActions } from '../shared/machine-test-model';
import { earlyClassSessionsMachine } from './early-class-sessions.machine';

export const earlyClassSessionsTestModel: MachineTestModel = {
  machine: earlyClassSessionsMachine,
  scenarios: [
    {
      name: 'stored session on /lop-hoc',
      input: { pathname: '/lop-hoc', storedSession: true, profileId: 11 },
    },
    { name: 'visitor on /', input: { pathname: '/', storedSession: false, profileId: undefined } },
  ],
  examples: [
    // The same page again (a navigation to the address already shown, or a search change), then another page.
    { type: 'route.changed', example: { pathname: '/lop-hoc' } },
    { type: 'route.changed', example: { pathname: '/thong-tin-tai-khoan/khoa-hoc' } },
    fetchDone('request', []),
    fetchFailed('request'),
  ],
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  fakeActions: noopActions(['forget']),
};
