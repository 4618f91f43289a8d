import { Outlet, useSearchParams } from 'react-router-dom';
import { sessionBinding } from '../../../machines/session/session.binding';
import { RegisterSchedulePage } from './register-schedule-page';

/**
 * Layout route around /dang-ky: a logged-in profile sent with ?schedules=0 (SPEC §4 layout check)
 * picks a schedule here; everyone else gets the registration page of the child route.
 */
export function Component() {
  const [params] = useSearchParams();
  const loggedIn = sessionBinding.useSelect((s) => s.matches('loggedIn'));
  if (loggedIn && params.get('schedules') === '0') return <RegisterSchedulePage />;
  return <Outlet />;
}
