import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

const INLINE_CHECK = "if (innerWidth < 10) location.replace('/site/');";
const INDEX_HTML = `<!doctype html><html lang="vi"><head><script>${INLINE_CHECK}</script><script type="module" src="/assets/app-3f9a1c.js"></script></head><body><div id="root"></div></body></html>`;
const APP_JS = `console.log(${JSON.stringify('Uniclass '.repeat(2000))});`;

function makeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'uniclass-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'assets', 'app-3f9a1c.js'), APP_JS);
  writeFileSync(path.join(dir, 'assets', 'vendor-77aa01.js'), APP_JS.replace('Uniclass', 'Vendor'));
  // A precompressed sibling: served as-is to brotli-capable clients.
  writeFileSync(
    path.join(dir, 'assets', 'vendor-77aa01.js.br'),
    brotliCompressSync(APP_JS.replace('Uniclass', 'Vendor')),
  );
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  return dir;
}

describe('static SPA, marketing site and history fallback', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = makeDist();
    t = await createTestApp({ seed: false, config: { distDir: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at / with no-cache and the security headers', async () => {
    const res = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX_HTML);
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    // The inline narrow-screen check of the build, and nothing else inline, by its hash.
    const hash = createHash('sha256').update(INLINE_CHECK).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('caches hashed assets forever and compresses them', async () => {
    const br = await t.app.inject({ url: '/assets/app-3f9a1c.js', headers: { 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);

    const gzip = await t.app.inject({ url: '/assets/app-3f9a1c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(APP_JS);

    const plain = await t.app.inject({
      url: '/assets/app-3f9a1c.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });

  it('serves a precompressed .br sibling when present', async () => {
    const res = await t.app.inject({
      url: '/assets/vendor-77aa01.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('Vendor');
  });

  it('revalidates non-hashed files', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for a browser navigation to a client route', async () => {
    for (const url of ['/dang-nhap', '/uniclass-club-feeds/detail/12', '/thong-tin-tai-khoan/khoa-hoc?x=1']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX_HTML);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('does not fall back for API prefixes, file-like paths, non-HTML clients or POST', async () => {
    const api = await t.app.inject({ url: '/main/user/nothing', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json().errorCode).toBe(1005);
    const file = await t.app.inject({ url: '/assets/missing-000.js', headers: { accept: 'text/html' } });
    expect(file.statusCode).toBe(404);
    const json = await t.app.inject({ url: '/dang-nhap', headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    const post = await t.app.inject({ method: 'POST', url: '/dang-nhap', headers: { accept: 'text/html' } });
    expect(post.statusCode).toBe(404);
  });

  it('serves the marketing page at /site/ under the same CSP', async () => {
    const page = await t.app.inject({ url: '/site/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Tải App Uniclass ngay');
    expect(page.body).toContain('href="/dang-nhap"');
    // The page must hold under the CSP: no inline scripts, no inline style attributes or blocks.
    expect(page.body).not.toMatch(/<script|style=|<style/);
    const css = await t.app.inject({ url: '/site/site.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    const bare = await t.app.inject({ url: '/site' });
    expect([301, 302, 308]).toContain(bare.statusCode);
    expect(bare.headers.location).toBe('/site/');
  });
});

describe('without a build', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      config: { distDir: path.join(tmpdir(), 'uniclass-no-dist-here') },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('still serves the API and answers / with a clear 503 page', async () => {
    const health = await t.app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    const home = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(home.statusCode).toBe(503);
    expect(home.headers['content-type']).toContain('text/html');
    expect(home.body).toContain('npm run build');
    const route = await t.app.inject({ url: '/lop-hoc', headers: { accept: 'text/html' } });
    expect(route.statusCode).toBe(503);
  });
});
