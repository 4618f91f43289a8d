// The two functions that define short-writing patterns in the curriculum format v1 (issue 33): a
// verbatim copy from the writers' self-check script (check-content.mjs of the format's brief), kept
// so tests/domain/answer-patterns.test.ts can hold src/domain/answer-patterns.ts to the same meaning.
// Do not edit (only formatted by Biome): change the format and its check script first.

export function normalise(text) {
  return text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/[^\p{L}\p{N}\s']/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
export function patternRegex(source) {
  // An optional group owns the space before it, so 'a [b] c' accepts 'a c' and 'a b c' only.
  const pattern = source.trim().replace(/\s+/g, ' ').replace(/ \[/g, '[ ');
  let out = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const c = pattern[i];
    if (c === '(') out += '(?:';
    else if (c === ')') out += ')';
    else if (c === '|') out += '|';
    else if (c === '[') out += '(?:';
    else if (c === ']') out += ')?';
    else if (c === '*') out += "[\\p{L}\\p{N}']+(?: [\\p{L}\\p{N}']+){0,3}";
    else out += c.replace(/[.+?^${}\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`, 'u');
}
