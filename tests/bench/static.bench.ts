/**
 * npm run bench:static — the main chunk of the built SPA served to a brotli-capable browser
 * (`accept-encoding: br`) against the same file sent uncompressed, in the same run, at
 * BENCH_CONNECTIONS (default 10) connections for BENCH_SECONDS (default 10) each. Issue 17's goal:
 * br within 1.5x of the uncompressed throughput, which holds only when the build ships .br files
 * (scripts/vite-precompress.ts) instead of compressing every response. Needs `npm run build` first.
 * Not part of `npm test`.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createTestApp } from '../server/support/test-app';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Result {
  rps: number;
  p50: number;
  p99: number;
}

function run(url: string, headers: Record<string, string>): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0) return reject(new Error(`${result.non2xx} non-2xx answers`));
      resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
    });
  });
}

async function main() {
  const distDir = fileURLToPath(new URL('../../dist', import.meta.url));
  if (!existsSync(path.join(distDir, '.vite', 'manifest.json'))) {
    throw new Error('dist/ has no build: run `npm run build` first');
  }
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');

  const t = await createTestApp({ seed: false, config: { distDir } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}/${entry.file}`;
  try {
    const plain = await run(url, { 'accept-encoding': 'identity' });
    const br = await run(url, { 'accept-encoding': 'br' });
    const row = (name: string, r: Result) =>
      `${name.padEnd(14)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms`;
    console.log(`${entry.file}, ${CONNECTIONS} connections, ${SECONDS} s each`);
    console.log(row('uncompressed', plain));
    console.log(row('br', br));
    console.log(`br / uncompressed throughput: ${(br.rps / plain.rps).toFixed(2)}x (goal ≥ 0.67x)`);
  } finally {
    await t.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
