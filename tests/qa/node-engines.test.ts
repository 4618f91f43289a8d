import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
  os?: string[];
}

/**
 * Issue 31: `npm ci` warned EBADENGINE on the Node version the README promises, because two
 * dependencies of dependencies (cookie 2, content-disposition 3) want Node ≥ 22. The lock file is what
 * `npm ci` installs, so every package in it must accept the oldest Node of `engines`.
 */
describe('the installed tree runs on the README’s Node', () => {
  const oldestNode = semver.minVersion(readJson('package.json').engines.node);

  it('reads the oldest supported Node from package.json', () => {
    expect(oldestNode?.version).toBe('20.19.0');
  });

  it('has no package whose engines refuse it', () => {
    const lock = readJson('package-lock.json') as { packages: Record<string, LockedPackage> };
    const refusing = Object.entries(lock.packages).flatMap(([where, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (!range || !oldestNode || semver.satisfies(oldestNode, range)) return [];
      return [`${where}@${entry.version}: node ${range}`];
    });
    expect(refusing).toEqual([]);
  });
});
