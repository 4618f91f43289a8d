import { readdirSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type AnyStateMachine, StateMachine } from 'xstate';
import type { MachineEntry } from '../../../src/machines/registry';

export interface MachineFile {
  file: string;
  folder: string;
  machineIds: string[];
}

/** Every `*.machine.ts` under `root`, with the ids of the machines it exports. */
export async function machineFiles(root: string): Promise<MachineFile[]> {
  const files = (readdirSync(root, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.machine.ts'))
    .sort();
  const found: MachineFile[] = [];
  for (const f of files) {
    const path = join(root, f);
    const mod = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
    const machineIds = Object.values(mod)
      .filter((v): v is AnyStateMachine => v instanceof StateMachine)
      .map((m) => m.id);
    found.push({ file: relative(process.cwd(), path), folder: basename(dirname(path)), machineIds });
  }
  return found;
}

/** Machine files the registry does not list (by folder name and machine id), as readable lines. */
export function unregistered(files: MachineFile[], registry: MachineEntry[]): string[] {
  const problems: string[] = [];
  for (const f of files) {
    const entry = registry.find((e) => e.name === f.folder);
    if (!entry) {
      problems.push(`${f.file}: no registry entry named "${f.folder}"`);
      continue;
    }
    if (f.machineIds.length === 0) problems.push(`${f.file}: exports no machine`);
    for (const id of f.machineIds) {
      if (entry.machine.id !== id)
        problems.push(`${f.file}: exports machine "${id}", registry entry has "${entry.machine.id}"`);
    }
  }
  return problems;
}
