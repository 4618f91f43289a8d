import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { rateLimitResponse } from '../http/error-handler';
import { createFallbackStore } from './rate-limit-store';

/*
 * Rate limiting is opt-in per route, so a login storm does not throttle the notification poller.
 * Every limit is counted in the preHandler phase, after the body is validated and the caller
 * authenticated: a malformed request never uses up anyone's budget (600 logins with the body `{}`
 * used to lock a school's address out for minutes, issue 32). With REDIS_URL the counters are shared
 * by all processes while Redis answers, and kept in this process while it does not.
 */

/** Who a per-minute limit counts: the signed-in account, else (no session) the address. */
function callerKey(request: FastifyRequest): string {
  return request.auth ? `acct:${request.auth.userId}` : `ip:${normalizeIP(request.ip)}`;
}

/**
 * A route's `config` entry that lets one caller make `max` requests a minute: a signed-in account
 * wherever it connects from (so one account's 20 club posts never block another pupil of the same
 * school), or an anonymous caller's address.
 */
export function perMinute(max: number) {
  return { rateLimit: { max, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: callerKey } } as const;
}

/**
 * A route's `config` entry for a loose per-address ceiling (IP_LIMITS), counted once the request is
 * valid. `allowList` lets a route exempt callers it checks otherwise.
 */
export function perAddress(
  limit: { max: number; timeWindow: string },
  allowList?: (request: FastifyRequest) => boolean,
) {
  return { rateLimit: { ...limit, hook: 'preHandler', ...(allowList ? { allowList } : {}) } } as const;
}

export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      hook: 'preHandler',
      store: createFallbackStore(app.redis, `${app.config.redisPrefix}rl:`),
      // Neither store should fail; if one does, a limiter outage must not take login down with it.
      skipOnError: true,
      errorResponseBuilder: rateLimitResponse,
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
