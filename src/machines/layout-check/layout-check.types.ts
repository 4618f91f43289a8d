import type { RouteCheckInput } from '../post-login-checks/post-login-checks.types';

export type LayoutCheckInput = RouteCheckInput;

export type LayoutCheckContext = RouteCheckInput;

export interface LayoutCheckActionParams {
  redirect: { to: string };
  logError: { message: string; error?: unknown };
}
