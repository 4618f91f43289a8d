import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { compileSerializer } from '../../server/http/compile-on-first-use';
import { createSchemaValidator } from '../../server/http/validation';
import { createTestApp } from './support/test-app';

/*
 * The app compiles each route's validators and serializers at its first request, not at boot
 * (server/http/compile-on-first-use.ts). So that a broken schema fails here and not in front of a
 * user, every schema of every route is compiled now, with the compilers the app uses.
 */
const routes: RouteOptions[] = [];
const probe = await createTestApp({ onRoute: (route) => routes.push(route), seed: false });
await probe.close();

const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

describe('every route schema compiles', () => {
  it('collects the routes of every area', () => {
    expect(routes.length).toBeGreaterThan(150);
  });

  it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))('%s', (_name, route) => {
    const compile = createSchemaValidator();
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    for (const part of REQUEST_PARTS) {
      if (schema[part]) expect(typeof compile(schema[part], part)).toBe('function');
    }
    const responses = (schema.response ?? {}) as Record<string, unknown>;
    for (const response of Object.values(responses)) {
      expect(typeof compileSerializer(response)).toBe('function');
    }
  });
});
