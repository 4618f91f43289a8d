import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MachineEntry } from '../src/machines/registry';
import {
  coverageDetails,
  coverageLine,
  formatJson,
  formatMarkdown,
  formatText,
  isComplete,
} from '../src/qa/paths/format-paths';
import { generatePaths, type PathStrategy, type PathVariants } from '../src/qa/paths/generate-paths';

const USAGE = `Usage:
  npm run paths -- <machine> [--all-variants] [--strategy shortest|simple] [--format text|json|md]
  npm run paths -- --all [--coverage] [--all-variants] [--strategy shortest|simple] [--format text|json|md]
  By default: one shortest path per distinct state value (plus what keeps every state and transition
  covered), payloads shortened to ids, types and counts.
  Options: --all-variants prints every path the strategy finds (one per context variant), payloads
  whole; --coverage prints only the coverage line(s); --registry <module> reads another registry.
  With --all --coverage the exit code is 1 when any machine's paths miss a state or transition.`;

export interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
}

interface Args {
  machine: string | null;
  all: boolean;
  coverage: boolean;
  strategy: PathStrategy;
  variants: PathVariants;
  format: 'text' | 'json' | 'md';
  registry: string | null;
}

function parseArgs(argv: string[]): Args | string {
  const args: Args = {
    machine: null,
    all: false,
    coverage: false,
    strategy: 'shortest',
    variants: 'per-state',
    format: 'text',
    registry: null,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.startsWith('--') ? arg.split('=', 2) : [arg, undefined];
    const value = () => inline ?? argv[++i];
    if (flag === '--all') args.all = true;
    else if (flag === '--coverage') args.coverage = true;
    else if (flag === '--all-variants') args.variants = 'all-variants';
    else if (flag === '--strategy') {
      const v = value();
      if (v !== 'shortest' && v !== 'simple') return `--strategy must be shortest or simple, got ${v}`;
      args.strategy = v;
    } else if (flag === '--format') {
      const v = value();
      if (v !== 'text' && v !== 'json' && v !== 'md') return `--format must be text, json or md, got ${v}`;
      args.format = v;
    } else if (flag === '--registry') {
      args.registry = value() ?? null;
    } else if (flag === '--help' || flag === '-h') return '';
    else if (arg.startsWith('-')) return `Unknown option ${arg}`;
    else if (args.machine === null) args.machine = arg;
    else return `Unexpected argument ${arg}`;
  }
  if (!args.all && !args.machine) return 'Name a machine or pass --all';
  return args;
}

async function loadRegistry(modulePath: string | null): Promise<MachineEntry[]> {
  if (!modulePath) return (await import('../src/machines/registry')).machineRegistry;
  const mod = (await import(pathToFileURL(resolve(modulePath)).href)) as { machineRegistry?: MachineEntry[] };
  if (!Array.isArray(mod.machineRegistry)) throw new Error(`${modulePath} does not export machineRegistry`);
  return mod.machineRegistry;
}

/** Runs the CLI with the given arguments; returns the exit code. */
export async function main(argv: string[], io: Io): Promise<number> {
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    if (args) io.err(`${args}\n`);
    io.err(`${USAGE}\n`);
    return args ? 2 : 0;
  }
  const registry = await loadRegistry(args.registry);
  let entries = registry;
  if (!args.all) {
    const entry = registry.find((e) => e.name === args.machine);
    if (!entry) {
      io.err(
        `Unknown machine "${args.machine}". Registered: ${registry.map((e) => e.name).join(', ') || '(none)'}\n`,
      );
      return 2;
    }
    entries = [entry];
  }
  if (entries.length === 0) {
    io.err('No machines are registered in src/machines/registry.ts\n');
    return args.all && args.coverage ? 1 : 0;
  }

  let incomplete = 0;
  const json: unknown[] = [];
  for (const entry of entries) {
    const result = generatePaths(entry, args.strategy, { variants: args.variants });
    if (!isComplete(result.coverage)) incomplete++;
    if (args.format === 'json') {
      json.push(JSON.parse(formatJson(entry.name, entry.purpose, result)));
    } else if (args.coverage) {
      io.out(`${entry.name}: ${coverageLine(result.coverage)}\n`);
      for (const line of coverageDetails(result.coverage)) io.out(`${line}\n`);
    } else {
      const format = args.format === 'md' ? formatMarkdown : formatText;
      io.out(format(entry.name, entry.purpose, result));
      if (entries.length > 1) io.out('\n');
    }
  }
  if (args.format === 'json') {
    const payload = args.all ? json : json[0];
    io.out(`${JSON.stringify(payload, null, 2)}\n`);
  }
  if (args.coverage && incomplete > 0) {
    io.err(`${incomplete} machine(s) with paths that miss a state or transition\n`);
    return 1;
  }
  return 0;
}

/**
 * Writing into a pipe whose reader left (`npm run paths -- x | head -5`) is a normal end, not a
 * crash: stop writing and exit 0 quietly.
 */
export function quietOnClosedPipe(stream: NodeJS.WriteStream, exit: (code: number) => void): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') exit(0);
    else throw error;
  });
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) {
  quietOnClosedPipe(process.stdout, (code) => process.exit(code));
  main(process.argv.slice(2), {
    out: (t) => process.stdout.write(t),
    err: (t) => process.stderr.write(t),
  }).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
