import { useRef } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { ROUTES } from '../domain/constants';
import { sessionBinding } from '../machines/session/session.binding';

/**
 * Pages for logged-in users only. A visitor who opens one is sent to /dang-nhap. A user who logs
 * out while on one is not: the session machine already sends them to / (SPEC §4), and a second
 * redirect here would race with it.
 */
export function RequireSession() {
  const loggedIn = sessionBinding.useSelect((snapshot) => snapshot.matches('loggedIn'));
  const wasLoggedInOnEntry = useRef(loggedIn);
  if (loggedIn) return <Outlet />;
  if (wasLoggedInOnEntry.current) return null;
  return <Navigate to={ROUTES.login} replace />;
}
