import { USER_SOURCE_LAYOUT_EXEMPT } from '../../domain/constants';
import type { User } from '../../domain/entities';
import { contestDataExamples } from '../shared/check-contest-region';
import { familyUser, ungradedUser, unscheduledUser } from '../shared/example-accounts';
import { type MachineTestModel, noopActions } from '../shared/machine-test-model';
import { ROUTE_CHECK_INJECTED_ACTIONS } from '../shared/route-check';
import { onPage } from '../shared/route-check.test-model';
import { layoutCheckMachine } from './layout-check.machine';

export const exemptSourceUser: User = {
  ...unscheduledUser,
  phone: '0901000008',
  source: USER_SOURCE_LAYOUT_EXEMPT,
};

export const layoutCheckTestModel: MachineTestModel = {
  machine: layoutCheckMachine,
  scenarios: [
    { name: 'graded profile without schedule on /', input: onPage('/', unscheduledUser) },
    { name: 'on /rule', input: onPage('/rule', unscheduledUser) },
    { name: 'profile without grade', input: onPage('/', ungradedUser) },
    { name: 'source 102', input: onPage('/', exemptSourceUser) },
    { name: 'profile with schedules', input: onPage('/', familyUser) },
    { name: 'already on /dang-ky', input: onPage('/dang-ky', unscheduledUser) },
  ],
  examples: contestDataExamples,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  fakeActions: noopActions(ROUTE_CHECK_INJECTED_ACTIONS),
};
