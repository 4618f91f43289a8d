import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { main } from '../../scripts/paths';
import { machineRegistry } from '../../src/machines/registry';

const FIXTURE = 'tests/qa/fixtures/fixture-registry.ts';
const UNCOVERED = 'tests/qa/fixtures/uncovered-registry.ts';

async function run(args: string[]) {
  let out = '';
  let err = '';
  const code = await main(args, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

describe('npm run paths', () => {
  it('--all-variants prints every path as `state --event--> state` steps with whole payloads', async () => {
    const { code, out } = await run(['fixture', '--all-variants', '--registry', FIXTURE]);
    expect(code).toBe(0);
    const lines = out.trimEnd().split('\n');
    expect(lines[0]).toBe('fixture — Biểu mẫu mẫu cho kiểm thử công cụ QA');
    expect(lines[1]).toMatch(/^Strategy: shortest, \d+ paths$/);
    expect(out).toContain(
      [
        'Path 3 → settling (3 steps)',
        '  1. editing.blank --form.changed {"name":"An"}--> editing.filled',
        '  2. editing.filled --form.submitted--> saving',
        '  3. saving --done: saveForm {"output":{"id":"f-1"}}--> settling',
      ].join('\n'),
    );
    expect(out).toContain('  4. settling --after 300 ms--> active.{panel.closed, sound.on}\n');
    expect(out).toContain('--after 700 ms--> saving');
    expect(lines.at(-1)).toBe('Coverage: 17/17 states, 15/15 transitions');
  });

  it('prints by default one path per state value with short payloads, and the same coverage', async () => {
    const { code, out } = await run(['fixture', '--registry', FIXTURE]);
    expect(code).toBe(0);
    expect(out).toMatch(/^Strategy: shortest, 6 paths$/m);
    expect(out).toContain('  3. saving --done: saveForm {output: {id: "f-1"}}--> settling\n');
    expect(out).not.toContain('{"');
    expect(out.trimEnd().split('\n').at(-1)).toBe('Coverage: 17/17 states, 15/15 transitions');
    const all = await run(['fixture', '--all-variants', '--registry', FIXTURE]);
    expect(all.out.split('\n').length).toBeGreaterThan(out.split('\n').length);
  });

  it('keeps the default output of every registered machine under 200 lines', async () => {
    for (const entry of machineRegistry) {
      const { code, out } = await run([entry.name]);
      expect(code).toBe(0);
      expect(out.trimEnd().split('\n').length, entry.name).toBeLessThan(200);
    }
  });

  it('prints JSON and Markdown', async () => {
    const json = await run(['fixture', '--registry', FIXTURE, '--format', 'json', '--strategy', 'simple']);
    const parsed = JSON.parse(json.out) as {
      machine: string;
      strategy: string;
      paths: Array<{ index: number; steps: Array<{ from: string; eventText: string; to: string }> }>;
      coverage: { statesCovered: number };
    };
    expect(parsed).toMatchObject({ machine: 'fixture', strategy: 'simple', coverage: { statesCovered: 17 } });
    expect(parsed.paths[0]?.steps[0]).toMatchObject({ from: 'editing.blank', to: 'editing.filled' });

    const md = await run(['fixture', '--registry', FIXTURE, '--format=md']);
    expect(md.out).toMatch(/^## fixture\n/);
    expect(md.out).toContain('1. `editing.blank --form.changed {name: "An"}--> editing.filled`');
    const mdAll = await run(['fixture', '--registry', FIXTURE, '--format=md', '--all-variants']);
    expect(mdAll.out).toContain('1. `editing.blank --form.changed {"name":"An"}--> editing.filled`');
    expect(md.out.trimEnd().split('\n').at(-1)).toBe('**Coverage: 17/17 states, 15/15 transitions**');
  });

  it('--all --coverage prints one line per machine and exits 0 when nothing is missed', async () => {
    const { code, out } = await run(['--all', '--coverage', '--registry', FIXTURE]);
    expect(code).toBe(0);
    expect(out).toBe('fixture: Coverage: 17/17 states, 15/15 transitions\n');
  });

  it('--all --coverage exits 1 and names what a machine misses', async () => {
    const { code, out, err } = await run(['--all', '--coverage', '--registry', UNCOVERED]);
    expect(code).toBe(1);
    expect(out).toContain('fixture: Coverage: 17/17 states, 15/15 transitions\n');
    expect(out).toContain('stranded: Coverage: 3/4 states, 1/2 transitions\n');
    expect(out).toContain('  missing state: stranded.stranded\n');
    expect(out).toContain('  missing transition: stranded.stranded --door.opened--> stranded.open\n');
    expect(err).toContain('1 machine(s)');
  });

  it('rejects unknown machines and options with exit code 2', async () => {
    const unknown = await run(['nope', '--registry', FIXTURE]);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Unknown machine "nope". Registered: fixture');
    expect((await run(['fixture', '--strategy', 'longest'])).code).toBe(2);
    expect((await run([])).code).toBe(2);
  });

  it('ends quietly with exit code 0 when the reader of its output has left (| head -5)', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/paths.ts', 'session', '--all-variants'],
      {
        cwd: process.cwd(),
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    // Like `head` that has read its lines: the pipe is closed before the CLI writes, so every write fails with EPIPE.
    child.stdout.destroy();
    const code = await new Promise((done) => child.once('exit', done));
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });

  it('runs as a script through tsx', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/paths.ts', '--all', '--coverage', '--registry', FIXTURE],
      { cwd: process.cwd() },
    );
    expect(stdout).toBe('fixture: Coverage: 17/17 states, 15/15 transitions\n');
  });
});
