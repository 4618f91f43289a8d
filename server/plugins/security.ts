import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { inlineScriptHashes } from './inline-script-hashes';

const API_PREFIXES = ['/main/', '/lms/', '/contest/', '/service3/'];

/**
 * The headers helmet sets with `options`, as helmet names them, worked out once by a throwaway
 * instance: @fastify/helmet builds helmet's middleware again (re-parsing the CSP) on every request,
 * a few per cent of a small API answer's CPU, for headers that never change.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Array<[string, string]>> {
  const probe = Fastify({ logger: false });
  const headers: Array<[string, string]> = [];
  let recording = true;
  // Runs before helmet's hooks: records each header as helmet sets it on the raw response, until
  // the handler (Fastify's own headers are written later, from writeHead).
  probe.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    const setHeader = raw.setHeader.bind(raw);
    raw.setHeader = (name, value) => {
      if (recording) headers.push([name, String(value)]);
      return setHeader(name, value);
    };
    done();
  });
  await probe.register(helmet, { ...options, global: true });
  probe.get('/', async () => {
    recording = false;
    return '';
  });
  await probe.inject('/');
  await probe.close();
  return headers;
}

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
    const headers = await helmetHeaders({
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
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
    // Tokens and personal data must never sit in a browser or proxy cache (issue 10 item 8): every
    // API answer is no-store unless its route chose a policy, and an authenticated one always is.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!API_PREFIXES.some((prefix) => request.url.startsWith(prefix))) return done(null, payload);
      const authenticated =
        request.headers.access_token !== undefined || request.headers.authorization !== undefined;
      const chosen = String(reply.getHeader('cache-control') ?? '');
      if (!chosen) reply.header('cache-control', 'no-store');
      else if (authenticated && !chosen.includes('no-store'))
        reply.header(
          'cache-control',
          chosen.includes('no-transform') ? 'no-store, no-transform' : 'no-store',
        );
      done(null, payload);
    });
  },
  { name: 'security' },
);
