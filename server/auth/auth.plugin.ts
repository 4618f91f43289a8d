import fp from 'fastify-plugin';

/**
 * Declares `request.auth` once for the whole app (a root plugin, not encapsulated), so every area's
 * routes can use requireAuth without declaring it themselves.
 */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('auth', null);
  },
  { name: 'auth' },
);
