// @fastify/rate-limit ships its two stores as plain CommonJS files without typings; the fallback store
// (rate-limit-store.ts) wraps both, so it declares the part of their shape it uses.
declare module '@fastify/rate-limit/store/*' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';

  const Store: new (...args: never[]) => FastifyRateLimitStore;
  export default Store;
}
