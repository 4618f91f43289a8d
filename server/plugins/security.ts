import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { inlineScriptHashes } from './inline-script-hashes';

const API_PREFIXES = ['/main/', '/lms/', '/contest/', '/service3/'];

/**
 * Security headers and the Content-Security-Policy the built SPA satisfies: our own scripts only
 * (and, by hash, the inline narrow-screen check of the built index.html),
 * inline styles allowed because emotion injects <style> tags, images from us (and an absolute
 * image host when configured), no framing, no plugins.
 */
export const securityPlugin = fp(
  async (app) => {
    const imgSrc = ["'self'", 'data:', 'blob:'];
    if (app.config.imageOrigin) imgSrc.push(app.config.imageOrigin);
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'", ...inlineScriptHashes(app.config.distDir)],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc,
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          mediaSrc: ["'self'", 'blob:'],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
        },
      },
      // Same-origin popups (store links) are fine; the SPA is never embedded.
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    // Tokens and personal data must never sit in a browser or proxy cache (issue 10 item 8): every
    // API answer is no-store unless its route chose a policy, and an authenticated one always is.
    app.addHook('onSend', async (request, reply, payload) => {
      if (!API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return payload;
      const authenticated =
        request.headers.access_token !== undefined || request.headers.authorization !== undefined;
      const chosen = String(reply.getHeader('cache-control') ?? '');
      if (!chosen) reply.header('cache-control', 'no-store');
      else if (authenticated && !chosen.includes('no-store'))
        reply.header(
          'cache-control',
          chosen.includes('no-transform') ? 'no-store, no-transform' : 'no-store',
        );
      return payload;
    });
  },
  { name: 'security' },
);
