import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type ContentProblem,
  checkContent,
  formatProblem,
  recogniserWords,
} from '../../../server/curriculum/content-check';
import { CONTENT_ROOT } from '../../../server/curriculum/content-files';
import { listeningAudioFile } from '../../../server/curriculum/listening-audio';

/*
 * `npm run content:check` on the real content passes; each rule, broken by one planted item in a copy
 * of the content, fails naming the file and the item (issue 33).
 */

type Json = Record<string, unknown> & { units: Unit[]; topics: Topic[] };
type Item = Record<string, unknown> & { id: string; kind: string };
type Unit = Record<string, unknown> & { slug: string; items: Item[] };
type Topic = Record<string, unknown> & { slug: string; prompts: Record<string, unknown>[] };

const GRADE_5 = path.join('practice', 'v1', 'grade-5.json');
const TSX = fileURLToPath(import.meta.resolve('tsx/cli'));
const SCRIPT = fileURLToPath(new URL('../../../scripts/content-check.ts', import.meta.url));
const BAND_3_5 = path.join('speak', 'v1', 'band-3-5.json');

describe('content:check', () => {
  const dictionary = recogniserWords();
  let root: string;
  const pristine = new Map<string, string>();

  const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Json;
  const write = (file: string, data: Json) => writeFileSync(path.join(root, file), JSON.stringify(data));
  /** Changes one file of the copy, then checks the copy. */
  const plant = (file: string, change: (data: Json) => void): ContentProblem[] => {
    const data = read(file);
    change(data);
    write(file, data);
    return checkContent({ root, dictionary }).problems;
  };
  const firstOf = (data: Json, kind: string) => {
    const unit = data.units.find((u) => u.items.some((i) => i.kind === kind))!;
    return unit.items.find((i) => i.kind === kind)!;
  };
  /** Exactly one problem, in `file`, at `where`, saying `message`. */
  const expectOne = (problems: ContentProblem[], file: string, where: string, message: RegExp) => {
    expect(problems.map(formatProblem)).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file, where });
    expect(problems[0]!.message).toMatch(message);
  };

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'content-check-'));
    cpSync(CONTENT_ROOT, root, { recursive: true });
    for (const file of [GRADE_5, BAND_3_5]) pristine.set(file, readFileSync(path.join(root, file), 'utf8'));
  });
  beforeEach(() => {
    for (const [file, text] of pristine) writeFileSync(path.join(root, file), text);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('passes on the real content: grades 1–9, ≥ 8 units each, three speak bands', () => {
    const { problems, summary } = checkContent({ dictionary });
    expect(problems.map(formatProblem)).toEqual([]);
    expect(summary.grades).toBe(9);
    expect(summary.units).toBeGreaterThanOrEqual(72);
    expect(summary.items).toBeGreaterThanOrEqual(72 * 20);
    expect(summary.bands).toBe(3);
    expect(summary.topics).toBeGreaterThanOrEqual(18);
    expect(summary.listeningFiles).toBeGreaterThan(0);
  });

  it('schema: an item without its answer', () => {
    let id = '';
    const problems = plant(GRADE_5, (data) => {
      const item = firstOf(data, 'gap_fill');
      id = item.id;
      delete item.answer;
    });
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.file === GRADE_5)).toBe(true);
    expect(problems[0]!.where).toContain(id);
    expect(problems[0]!.message).toMatch(/answer/);
  });

  it('answer key: the answer is none of the choices', () => {
    let id = '';
    const problems = plant(GRADE_5, (data) => {
      const item = firstOf(data, 'picture_match');
      id = item.id;
      item.answer = 'spaceship';
    });
    expect(problems.some((p) => p.where === id && /không nằm trong các lựa chọn/.test(p.message))).toBe(true);
  });

  it('answer key: a wrong choice without its own explanation, and one entry that is no wrong choice', () => {
    let id = '';
    const problems = plant(GRADE_5, (data) => {
      const item = firstOf(data, 'listening_choice');
      id = item.id;
      const wrong = item.wrong as Record<string, unknown>;
      const [first] = Object.keys(wrong);
      wrong.elsewhere = wrong[first!];
      delete wrong[first!];
    });
    expect(problems.map((p) => p.where)).toEqual([id, id]);
    expect(problems[0]!.message).toMatch(/thiếu lời giải thích/);
    expect(problems[1]!.message).toMatch(/không phải một lựa chọn sai/);
  });

  it('a gap with two blanks, and a gap whose choices differ only by case', () => {
    let id = '';
    expectOne(
      plant(GRADE_5, (data) => {
        const item = firstOf(data, 'gap_fill');
        id = item.id;
        item.text = `${item.text} ___`;
      }),
      GRADE_5,
      id,
      /đúng một chỗ trống/,
    );
    const problems = plant(GRADE_5, (data) => {
      const item = firstOf(data, 'gap_fill');
      const choices = item.choices as string[];
      const wrongOne = choices.find((c) => c !== item.answer)!;
      const wrong = item.wrong as Record<string, unknown>;
      choices[choices.indexOf(wrongOne)] = (item.answer as string).toUpperCase();
      wrong[(item.answer as string).toUpperCase()] = wrong[wrongOne];
      delete wrong[wrongOne];
    });
    expect(problems.some((p) => p.where === id && /lựa chọn trùng nhau/.test(p.message))).toBe(true);
  });

  it('no duplicate item: the same question under another id', () => {
    let copyId = '';
    let originalId = '';
    expectOne(
      plant(GRADE_5, (data) => {
        const unit = data.units[0]!;
        const original = unit.items.find((i) => i.kind === 'reading_tf')!;
        originalId = original.id;
        copyId = `g5-u01-${String(unit.items.length + 1).padStart(3, '0')}`;
        unit.items.push({ ...original, id: copyId });
      }),
      GRADE_5,
      copyId,
      new RegExp(`trùng với câu ${originalId}`),
    );
  });

  it('ids follow the grade and the unit, and are not repeated', () => {
    const problems = plant(GRADE_5, (data) => {
      const [a, b] = data.units[1]!.items;
      a!.id = 'g5-u01-099';
      b!.id = data.units[1]!.items[2]!.id;
    });
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/phải bắt đầu bằng g5-u02-/),
      expect.stringMatching(/id trùng/),
    ]);
  });

  it('writing: a sample that matches no pattern, and a malformed pattern', () => {
    let id = '';
    expectOne(
      plant(GRADE_5, (data) => {
        const item = firstOf(data, 'short_writing');
        id = item.id;
        item.sample = 'Zebras zigzag.';
      }),
      GRADE_5,
      id,
      /câu mẫu "Zebras zigzag\." không khớp/,
    );
    expectOne(
      plant(GRADE_5, (data) => {
        const item = firstOf(data, 'short_writing');
        (item.accept as string[]).push('i (like|love *');
      }),
      GRADE_5,
      id,
      /sai cú pháp/,
    );
  });

  it('word order of 11 words', () => {
    let id = '';
    expectOne(
      plant(GRADE_5, (data) => {
        const item = firstOf(data, 'word_order');
        id = item.id;
        item.answer = 'One two three four five six seven eight nine ten eleven.';
      }),
      GRADE_5,
      id,
      /11 từ/,
    );
  });

  it('a listening item without its audio file', () => {
    const data = read(GRADE_5);
    const item = firstOf(data, 'listening_choice');
    const audio = path.join(root, 'audio', 'v1', listeningAudioFile(item.say as string));
    const bytes = readFileSync(audio);
    rmSync(audio);
    try {
      const problems = checkContent({ root, dictionary }).problems.filter((p) => p.where === item.id);
      expect(problems).toHaveLength(1);
      expect(problems[0]!.message).toMatch(/thiếu tệp nghe/);
    } finally {
      writeFileSync(audio, bytes);
    }
  });

  it('Vietnamese without its diacritics', () => {
    let id = '';
    expectOne(
      plant(GRADE_5, (data) => {
        const item = firstOf(data, 'reading_tf');
        id = item.id;
        item.explanation = (item.explanation as string)
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .replace(/[đĐ]/g, 'd');
      }),
      GRADE_5,
      id,
      /không có dấu tiếng Việt/,
    );
  });

  it('a unit with fewer than 5 kinds of item', () => {
    let slug = '';
    const problems = plant(GRADE_5, (data) => {
      const unit = data.units[0]!;
      slug = unit.slug;
      // Every reading and writing item becomes another picture item: as many items, 4 kinds.
      const picture = unit.items.find((i) => i.kind === 'picture_match')!;
      unit.items = unit.items.map((item, n) =>
        item.kind === 'reading_tf' || item.kind === 'short_writing'
          ? { ...picture, id: item.id, picture: `${picture.picture as string}${'🌟'.repeat(n + 1)}` }
          : item,
      );
    });
    expect(problems.some((p) => p.where === slug && /dạng câu hỏi/.test(p.message))).toBe(true);
  });

  it('speak: a word the recogniser cannot hear, and a read-aloud sentence too long', () => {
    let slug = '';
    const problems = plant(BAND_3_5, (data) => {
      const topic = data.topics[0]!;
      slug = topic.slug;
      const prompt = topic.prompts.find((p) => p.kind === 'read_aloud')!;
      prompt.text = 'i like qwzx';
      topic.prompts.push({
        kind: 'read_aloud',
        text: 'one two three four five six seven eight nine ten eleven',
      });
    });
    expect(problems.map((p) => [p.file, p.where])).toEqual([
      [BAND_3_5, slug],
      [BAND_3_5, slug],
    ]);
    expect(problems[0]!.message).toMatch(/"qwzx".*không có trong từ điển/);
    expect(problems[1]!.message).toMatch(/11 từ \(cần 3–10\)/);
  });

  it('npm run content:check exits non-zero naming the file and the item, and passes on the real content', () => {
    const run = (args: string[]) => {
      try {
        return {
          code: 0,
          out: execFileSync(process.execPath, [TSX, SCRIPT, ...args], { encoding: 'utf8', stdio: 'pipe' }),
        };
      } catch (error) {
        const failed = error as { status: number; stderr: string };
        return { code: failed.status, out: failed.stderr };
      }
    };
    expect(run([])).toMatchObject({ code: 0, out: expect.stringMatching(/^✓ Nội dung hợp lệ: 9 lớp/) });
    let id = '';
    plant(GRADE_5, (data) => {
      const item = firstOf(data, 'gap_fill');
      id = item.id;
      item.answer = 'nowhere';
    });
    const failed = run(['--root', root]);
    expect(failed.code).toBe(1);
    expect(failed.out).toContain(`${GRADE_5} ${id}: đáp án "nowhere" không nằm trong các lựa chọn`);
  }, 60_000);

  it('a missing grade file', () => {
    const file = path.join(root, GRADE_5);
    rmSync(file);
    try {
      expectOne(checkContent({ root, dictionary }).problems, GRADE_5, '', /thiếu tệp của lớp 5/);
    } finally {
      writeFileSync(file, pristine.get(GRADE_5)!);
    }
  });
});
