import { contestDataExamples } from '../shared/check-contest-region';
import { familyUser, landingPageUser, ungradedUser } from '../shared/example-accounts';
import { type MachineTestModel, noopActions } from '../shared/machine-test-model';
import { ROUTE_CHECK_INJECTED_ACTIONS } from '../shared/route-check';
import { onPage } from '../shared/route-check.test-model';
import { postLoginChecksMachine } from './post-login-checks.machine';
import type { PostLoginChecksContext } from './post-login-checks.types';

export const postLoginChecksTestModel: MachineTestModel = {
  machine: postLoginChecksMachine,
  scenarios: [
    { name: 'profile without grade on /', input: onPage('/', ungradedUser) },
    { name: 'landing-page user without school on /', input: onPage('/', landingPageUser) },
    { name: 'complete profile on /lop-hoc', input: onPage('/lop-hoc', familyUser) },
    { name: 'on /chon-ho-so', input: onPage('/chon-ho-so', ungradedUser) },
    { name: 'no default profile', input: { pathname: '/', user: familyUser, profile: null } },
  ],
  examples: contestDataExamples,
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      isContest: (snapshot.context as PostLoginChecksContext).isContest,
    }),
  fakeActions: noopActions(ROUTE_CHECK_INJECTED_ACTIONS),
};
