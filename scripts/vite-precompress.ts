import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|wasm|txt|xml|map)$/i;
/** Below this a compressed body plus its header costs about what it saves. */
const MIN_BYTES = 1024;

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesBelow(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/**
 * Writes `x.br` (brotli 11) and `x.gz` (gzip 9) beside every compressible file of `dir` that is at
 * least MIN_BYTES, and returns how many files were compressed. The server's static plugin sends these
 * as they are (`preCompressed`), so no response pays for compression at run time.
 */
export async function precompressDirectory(dir: string): Promise<number> {
  const files = (await filesBelow(dir)).filter((file) => COMPRESSIBLE.test(file));
  let compressed = 0;
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const source = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      compressed += 1;
    }),
  );
  return compressed;
}

/** Compresses the build output once, at build time (see `precompressDirectory`). */
export function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'uniclass:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDirectory(outDir);
    },
  };
}
