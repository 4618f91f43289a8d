import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../../server/curriculum/content-check';

/*
 * What the marketing page and the README promise about the curriculum is what the content files hold
 * (issue 33: the page promised grades 1–12 and "hàng trăm chủ đề" for 9 speak topics).
 */
const read = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');
const number = (text: string) => Number(text.replace(/[.,]/g, ''));

describe('curriculum claims', () => {
  const { summary } = checkContent();

  it('the marketing page: grades 1–9, its units, items, topics and prompts', () => {
    const page = read('site/index.html').replace(/\s+/g, ' ');
    expect(page).toContain('từ lớp 1 đến lớp 9');
    expect(page).not.toMatch(/lớp 12|hàng trăm/i);
    const practice = /(\d+) bài với ([\d.]+) câu luyện tập cho lớp 1–9/.exec(page);
    expect(practice && [number(practice[1]!), number(practice[2]!)]).toEqual([summary.units, summary.items]);
    const speak = /(\d+) chủ đề giao tiếp với (\d+) câu luyện nói cho lớp 1–9/.exec(page);
    expect(speak && [number(speak[1]!), number(speak[2]!)]).toEqual([summary.topics, summary.prompts]);
  });

  it('the README: the same figures', () => {
    const readme = read('README.md').replace(/\s+/g, ' ');
    const practice = /\*\*([\d,]+) units, ([\d,]+) practice items\*\*/.exec(readme);
    expect(practice && [number(practice[1]!), number(practice[2]!)]).toEqual([summary.units, summary.items]);
    const speak = /\*\*([\d,]+) topics, ([\d,]+) prompts\*\*/.exec(readme);
    expect(speak && [number(speak[1]!), number(speak[2]!)]).toEqual([summary.topics, summary.prompts]);
    expect(readme.includes(`${summary.listeningFiles} files, `)).toBe(true);
  });
});
