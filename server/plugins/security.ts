import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { inlineScriptHashes } from './inline-script-hashes';

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
  },
  { name: 'security' },
);
