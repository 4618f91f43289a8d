import { contestDataExamples } from '../shared/check-contest-region';
import { defaultProfileOf, familyUser, landingPageUser, ungradedUser } from '../shared/example-accounts';
import { type MachineTestModel, noopActions } from '../shared/machine-test-model';
import { ROUTE_CHECK_INJECTED_ACTIONS, type RouteCheckInput } from '../shared/route-check';
import { postLoginChecksMachine } from './post-login-checks.machine';
import type { PostLoginChecksContext } from './post-login-checks.types';

const on = (pathname: string, user: typeof familyUser): RouteCheckInput => ({
  pathname,
  user,
  profile: defaultProfileOf(user),
});

export const postLoginChecksTestModel: MachineTestModel = {
  machine: postLoginChecksMachine,
  scenarios: [
    { name: 'profile without grade on /', input: on('/', ungradedUser) },
    { name: 'landing-page user without school on /', input: on('/', landingPageUser) },
    { name: 'complete profile on /lop-hoc', input: on('/lop-hoc', familyUser) },
    { name: 'on /chon-ho-so', input: on('/chon-ho-so', ungradedUser) },
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
