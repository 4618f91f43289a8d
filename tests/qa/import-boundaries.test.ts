import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The one-way import rules of ARCHITECTURE.md, checked on the real source tree:
 * views → machines → api → domain; machines reach platform and api only through injected
 * implementations (type imports are fine); the server reuses domain and nothing else of the SPA.
 */
const root = resolve(import.meta.dirname, '../..');

type Layer =
  | 'domain'
  | 'contracts'
  | 'api'
  | 'platform'
  | 'machines'
  | 'views'
  | 'app'
  | 'qa'
  | 'main'
  | 'server';

const allowed: Record<Layer, { runtime: Layer[]; typeOnly: Layer[] }> = {
  domain: { runtime: ['domain'], typeOnly: [] },
  // docs/adding-an-area.md: schemas at runtime on the server, `Static<>` types everywhere else.
  contracts: { runtime: ['contracts', 'domain'], typeOnly: [] },
  api: { runtime: ['api', 'domain'], typeOnly: ['contracts'] },
  platform: { runtime: ['platform', 'domain'], typeOnly: [] },
  machines: { runtime: ['machines', 'domain'], typeOnly: ['api', 'platform', 'contracts'] },
  views: { runtime: ['views', 'machines', 'domain'], typeOnly: ['api', 'contracts'] },
  qa: { runtime: ['qa', 'machines', 'domain', 'views'], typeOnly: [] },
  app: { runtime: ['app', 'views', 'machines', 'api', 'platform', 'domain', 'qa'], typeOnly: [] },
  main: { runtime: ['app', 'views', 'domain'], typeOnly: [] },
  server: { runtime: ['server', 'domain', 'contracts'], typeOnly: [] },
};

function layerOf(file: string): Layer | undefined {
  const rel = relative(root, file).split('\\').join('/');
  if (rel.startsWith('server/')) return 'server';
  if (rel === 'src/main.tsx') return 'main';
  const match = /^src\/([^/]+)\//.exec(rel);
  return match ? (match[1] as Layer) : undefined;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

const importPattern = /^\s*(import|export)\s+(type\s+)?[^'";]*?from\s+['"](\.[^'"]+)['"]/gm;

function violations(file: string): string[] {
  const from = layerOf(file);
  if (!from) return [];
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of text.matchAll(importPattern)) {
    const typeOnly = Boolean(match[2]);
    const target = layerOf(resolve(dirname(file), match[3]!));
    if (!target || target === from) continue;
    const rule = allowed[from];
    const ok = rule.runtime.includes(target) || (typeOnly && rule.typeOnly.includes(target));
    if (!ok) found.push(`${relative(root, file)} imports ${match[3]} (${from} → ${target})`);
  }
  return found;
}

describe('import boundaries', () => {
  const files = [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'server'))];

  it('finds the source tree', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('keeps every import inside the layers ARCHITECTURE.md allows', () => {
    expect(files.flatMap(violations)).toEqual([]);
  });

  it('detects a forbidden import (the check itself works)', () => {
    const text = "import { post } from '../api/http/main-helpers';";
    expect([...text.matchAll(importPattern)].map((m) => m[3])).toEqual(['../api/http/main-helpers']);
    expect(layerOf(join(root, 'src/domain/phone.ts'))).toBe('domain');
    expect(allowed.domain.runtime.includes(layerOf(join(root, 'src/api/x.ts'))!)).toBe(false);
  });
});
