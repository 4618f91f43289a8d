import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { cruise, type IConfiguration, type IReporterOutput } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

/**
 * The layering rules `npm run lint` enforces (.dependency-cruiser.cjs), run on a small fixture tree
 * that breaks each of them once next to imports they allow: a rule that stopped matching fails here.
 */
const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as IConfiguration;
const fixtureRoot = resolve(import.meta.dirname, 'fixtures/layering');

async function violationsOf(root: string): Promise<string[]> {
  const result: IReporterOutput = await cruise(['src', 'server'], {
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx'] },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
  });
  if (typeof result.output === 'string') throw new Error(result.output);
  return result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

describe('layering rules', () => {
  it('flag each forbidden import of the fixture tree, and only those', async () => {
    expect(await violationsOf(fixtureRoot)).toEqual(
      [
        'client-runs-contract: src/machines/alpha/alpha.machine.ts → src/contracts/thing.ts',
        'domain-imports-outside-domain: src/domain/leaky-rule.ts → src/api/thing.ts',
        'machine-imports-sibling: src/machines/alpha/alpha.machine.ts → src/machines/beta/beta.machine.ts',
        'machine-imports-view-or-app: src/machines/alpha/alpha.machine.ts → src/views/thing-page.tsx',
        'server-imports-client: server/thing.routes.ts → src/machines/alpha/alpha.machine.ts',
        'view-imports-api: src/views/thing-page.tsx → src/api/thing.ts',
      ].sort(),
    );
  }, 60_000);
});
