import type { RouteCheckInput } from '../shared/route-check';

export type LayoutCheckInput = RouteCheckInput;

export type LayoutCheckContext = RouteCheckInput;
