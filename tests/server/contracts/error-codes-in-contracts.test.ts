import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src/contracts/error-codes';

/*
 * Issue 34: the errorCode catalogue is written once, in src/contracts/error-codes.ts, and server and
 * client name its codes (ERROR_CODES.X). A number of the catalogue written as a number literal anywhere
 * else in src/ or server/ is a copy that can drift from the server's answer. Strings and comments are
 * free to mention a code (OpenAPI descriptions, notes); only code is checked.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const CATALOGUE = path.join('src', 'contracts', 'error-codes.ts');
const CODES = new Set<number>(Object.values(ERROR_CODES).filter((code) => code !== ERROR_CODES.OK));

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

/** `file:line: text` of every number literal in `text` whose value is a catalogue code. */
function codeLiterals(file: string, text: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isNumericLiteral(node) && CODES.has(Number(node.text))) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${file}:${line + 1}: ${text.split('\n')[line]?.trim()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('error codes live in src/contracts', () => {
  it('no catalogue code is written as a number outside src/contracts/error-codes.ts', () => {
    const files = [...sourceFiles('src'), ...sourceFiles('server')].filter((file) => file !== CATALOGUE);
    expect(files.length).toBeGreaterThan(300);
    expect(files.flatMap((file) => codeLiterals(file, readFileSync(path.join(ROOT, file), 'utf8')))).toEqual(
      [],
    );
  });

  it('the check catches a copied code and lets names, strings and comments pass', () => {
    expect(codeLiterals('a.ts', 'const SILENT = 6355;')).toHaveLength(1);
    expect(codeLiterals('a.ts', 'new AppError(409, 5003, "x");')).toHaveLength(1);
    expect(codeLiterals('a.tsx', 'if (e.errorCode === 1001) return <p>x</p>;')).toHaveLength(1);
    expect(codeLiterals('a.ts', 'const s = new Set([4006, 4007]);')).toHaveLength(2);
    expect(codeLiterals('a.ts', 'e.errorCode === ERROR_CODES.SPEAK_AUDIO_SILENT')).toEqual([]);
    expect(codeLiterals('a.ts', "// answers 409 (6423)\nconst d = 'errorCode 5003';")).toEqual([]);
    expect(codeLiterals('a.ts', 'const bytes = 1024; const ok = 0;')).toEqual([]);
  });
});
