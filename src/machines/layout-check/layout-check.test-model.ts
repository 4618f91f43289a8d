import { USER_SOURCE_LAYOUT_EXEMPT } from '../../domain/constants';
import type { User } from '../../domain/entities';
import { contestDataExamples } from '../shared/check-contest-region';
import { defaultProfileOf, familyUser, ungradedUser, unscheduledUser } from '../shared/example-accounts';
import { type MachineTestModel, noopActions } from '../shared/machine-test-model';
import { ROUTE_CHECK_INJECTED_ACTIONS, type RouteCheckInput } from '../shared/route-check';
import { layoutCheckMachine } from './layout-check.machine';

const on = (pathname: string, user: User): RouteCheckInput => ({
  pathname,
  user,
  profile: defaultProfileOf(user),
});

export const exemptSourceUser: User = {
  ...unscheduledUser,
  phone: '0901000008',
  source: USER_SOURCE_LAYOUT_EXEMPT,
};

export const layoutCheckTestModel: MachineTestModel = {
  machine: layoutCheckMachine,
  scenarios: [
    { name: 'graded profile without schedule on /', input: on('/', unscheduledUser) },
    { name: 'on /rule', input: on('/rule', unscheduledUser) },
    { name: 'profile without grade', input: on('/', ungradedUser) },
    { name: 'source 102', input: on('/', exemptSourceUser) },
    { name: 'profile with schedules', input: on('/', familyUser) },
    { name: 'already on /dang-ky', input: on('/dang-ky', unscheduledUser) },
  ],
  examples: contestDataExamples,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  fakeActions: noopActions(ROUTE_CHECK_INJECTED_ACTIONS),
};
