/**
 * How a short written answer of AI Practice is checked (curriculum format v1, issue 33): the item
 * lists patterns, and the pupil's sentence is right when it matches one of them. Shared by the
 * server (checking), the content validator and the tests; it must agree with the writers'
 * self-check (`patternRegex` of the format's check script), which defines what a pattern means.
 *
 * Both sides are compared after `normaliseWritten`: lower case, ’ → ', punctuation other than ' removed,
 * spaces collapsed. In a pattern:
 * - `(a|b|c)` one of the alternatives (each may be several words, or empty: `(very |)`),
 * - `[word]` an optional word or words (it owns the space before it: `a [b] c` accepts "a c" and "a b c"),
 * - `*` one to four words of anything,
 * - everything else literally.
 */

/** The pupil's text (or a pattern's sample) as patterns see it. */
export function normaliseWritten(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/[^\p{L}\p{N}\s']/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const ANY_WORDS = "[\\p{L}\\p{N}']+(?: [\\p{L}\\p{N}']+){0,3}";

/** The regular expression of one pattern (anchored at both ends). */
export function patternRegex(source: string): RegExp {
  // An optional group owns the space before it, so 'a [b] c' accepts 'a c' and 'a b c' only.
  const pattern = source.trim().replace(/\s+/g, ' ').replace(/ \[/g, '[ ');
  let out = '';
  for (const c of pattern) {
    if (c === '(' || c === '[') out += '(?:';
    else if (c === ')') out += ')';
    else if (c === ']') out += ')?';
    else if (c === '|') out += '|';
    else if (c === '*') out += ANY_WORDS;
    else out += c.replace(/[.+?^${}\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`, 'u');
}

/** Why a pattern cannot be used (unbalanced brackets, a stray `|`), or null when it is well formed. */
export function patternProblem(source: string): string | null {
  const open: string[] = [];
  for (const c of source) {
    if (c === '(' || c === '[') open.push(c);
    else if (c === ')' || c === ']') {
      const expected = c === ')' ? '(' : '[';
      if (open.pop() !== expected) return `"${c}" không có dấu mở tương ứng`;
    } else if (c === '|' && !open.includes('(')) return '"|" chỉ dùng bên trong (…)';
  }
  if (open.length > 0) return `"${open[open.length - 1]}" chưa được đóng`;
  try {
    patternRegex(source);
  } catch {
    return 'mẫu không hợp lệ';
  }
  return null;
}

/** True when the written answer matches one of the patterns. */
export function matchesAnyPattern(written: string, patterns: readonly string[]): boolean {
  const text = normaliseWritten(written);
  if (text === '') return false;
  return patterns.some((pattern) => patternRegex(pattern).test(text));
}
