import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../src/machines/registry';
import { machineRegistry as fixtureRegistry } from './fixtures/fixture-registry';
import { machineFiles, unregistered } from './support/registry-completeness';

/** Every event type some state node of the machine handles (invoke results and delays included). */
function handledEventTypes(entry: (typeof machineRegistry)[number]): Set<string> {
  const types = new Set<string>();
  const visit = (node: typeof entry.machine.root) => {
    for (const type of node.transitions.keys()) types.add(type);
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(entry.machine.root);
  return types;
}

describe('machine registry', () => {
  it('lists every src/machines/**/*.machine.ts', async () => {
    const files = await machineFiles(resolve('src/machines'));
    expect(unregistered(files, machineRegistry)).toEqual([]);
  });

  it('reports a machine file the registry does not list', async () => {
    const files = await machineFiles(resolve('tests/qa/fixtures/machines'));
    expect(files.map((f) => f.folder)).toEqual(['fixture', 'orphan']);
    expect(unregistered(files, fixtureRegistry)).toEqual([
      'tests/qa/fixtures/machines/orphan/orphan.machine.ts: no registry entry named "orphan"',
    ]);
  });

  it('has unique kebab-case names, a purpose, and example events the machine handles', () => {
    const names = machineRegistry.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    for (const entry of machineRegistry) {
      expect(entry.name).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
      expect(entry.purpose.trim(), entry.name).not.toBe('');
      const handled = handledEventTypes(entry);
      const unknown = entry.events.map((e) => e.type).filter((t) => !handled.has(t));
      expect(unknown, `${entry.name}: example events no state handles`).toEqual([]);
    }
  });
});
