import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Path prefixes that belong to APIs and tools: they never fall back to the SPA. */
export const API_PREFIXES = [
  '/main',
  '/lms',
  '/contest',
  '/service3',
  '/docs',
  '/healthz',
  '/site',
  '/static-images',
] as const;

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function isApiPath(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '';
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Hashed build output under /assets/ is cached forever; everything else is revalidated. */
function cacheHeaders(
  res: { setHeader(name: string, value: string): unknown },
  filePath: string,
  distDir: string,
) {
  const relative = path.relative(distDir, filePath).split(path.sep);
  res.setHeader('cache-control', relative[0] === 'assets' ? IMMUTABLE : 'no-cache');
}

const BUILD_MISSING_PAGE = `<!doctype html>
<html lang="vi"><head><meta charset="utf-8"><title>Uniclass – chưa có bản build</title></head>
<body><h1>Giao diện chưa được build</h1>
<p>Máy chủ API vẫn đang chạy, nhưng thư mục <code>dist/</code> chưa có. Hãy chạy <code>npm run build</code> rồi khởi động lại (<code>npm start</code>).</p>
<p>API: <a href="/docs">/docs</a> · Sức khỏe: <a href="/healthz">/healthz</a></p></body></html>`;

function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiPath(request.url)) return false;
  const pathname = request.url.split('?', 1)[0] ?? '';
  // A last segment with an extension is a file request: a missing file is a 404, not the app.
  if (/\.[a-z0-9]+$/i.test(pathname)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * The 404 path for a browser navigation: the SPA's index.html (history fallback), or the
 * "build missing" page. Returns null when the request is not a navigation.
 */
export function createHtmlFallback(distDir: string) {
  return (request: FastifyRequest, reply: FastifyReply): FastifyReply | null => {
    if (!wantsHtml(request)) return null;
    if (!existsSync(path.join(distDir, 'index.html'))) {
      return reply
        .status(503)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(BUILD_MISSING_PAGE);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', distDir, { cacheControl: false });
  };
}

/** The built SPA from dist/ and the marketing page from site/ at /site/. */
export const spaPlugin = fp(
  async (app: FastifyInstance) => {
    const { distDir, siteDir } = app.config;
    const hasBuild = existsSync(path.join(distDir, 'index.html'));
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: distDir,
        prefix: '/',
        index: ['index.html'],
        cacheControl: false,
        preCompressed: true,
        setHeaders: (res, filePath) => cacheHeaders(res, filePath, distDir),
      });
    } else {
      app.log.warn({ distDir }, 'dist/ not found: serving the API only; run `npm run build`');
      // sendFile stays available for the site folder below.
      app.get('/', { schema: { hide: true } }, (_request, reply) =>
        reply
          .status(503)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(BUILD_MISSING_PAGE),
      );
    }
    if (existsSync(siteDir)) {
      await app.register(fastifyStatic, {
        root: siteDir,
        prefix: '/site/',
        decorateReply: !hasBuild,
        index: ['index.html'],
        cacheControl: false,
        setHeaders: (res) => res.setHeader('cache-control', 'no-cache'),
      });
      // MARKETING_URL points at the folder; a bare /site would otherwise be a 404.
      app.get('/site', { schema: { hide: true } }, (_request, reply) => reply.redirect('/site/', 301));
    }
  },
  { name: 'spa' },
);
