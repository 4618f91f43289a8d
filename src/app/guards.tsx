import { useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ROUTES } from '../domain/constants';
import { RETURN_PATH_PARAM } from '../domain/return-path';
import { sessionBinding } from '../machines/session/session.binding';

/**
 * Pages for logged-in users only. A visitor who opens one is sent to /dang-nhap?tiep=<page>. A user who logs
 * out while on one is not: the session machine already sends them to / (SPEC §4), and a second
 * redirect here would race with it.
 */
export function RequireSession() {
  const loggedIn = sessionBinding.useSelect((snapshot) => snapshot.matches('loggedIn'));
  const wasLoggedInOnEntry = useRef(loggedIn);
  const { pathname, search } = useLocation();
  if (loggedIn) return <Outlet />;
  if (wasLoggedInOnEntry.current) return null;
  // The login page hands the asked-for page to the session machine, which returns there.
  const asked = new URLSearchParams({ [RETURN_PATH_PARAM]: `${pathname}${search}` });
  return <Navigate to={`${ROUTES.login}?${asked}`} replace />;
}
