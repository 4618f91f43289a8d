import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

/** OpenAPI generated from the TypeBox route schemas, browsable at /docs (JSON at /docs/json). */
export const docsPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Uniclass API',
          description: 'Main API (/main), LMS (/lms), contest (/contest) and service3 (/service3).',
          version: '0.1.0',
        },
        components: {
          securitySchemes: {
            accessToken: { type: 'apiKey', in: 'header', name: 'access_token' },
            accessUser: { type: 'apiKey', in: 'header', name: 'access_user' },
          },
        },
      },
    });
    // The OpenAPI document is always built (tests walk it); the /docs pages only when API_DOCS is on.
    if (!app.config.apiDocs) return;
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      // No third-party validator badge: it would be an image from another origin.
      uiConfig: { validatorUrl: null, deepLinking: true },
    });
  },
  { name: 'docs' },
);
