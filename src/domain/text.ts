/**
 * Character sanitiser of SPEC §5: keeps letters (\p{L}), numbers (\p{N}), punctuation (\p{P}) and
 * separators (\p{Z}); drops symbols (\p{S}: emoji, $, +, =, ₫, ...), control and format characters
 * (\p{C}: tabs, zero-width joiners, ...).
 *
 * Combining marks (\p{M}) are kept after a kept letter or number: Vietnamese typed on macOS or pasted
 * from some sources arrives decomposed (NFD, 'ê' + U+0301), and dropping the marks would turn 'Tiếng'
 * into 'Tieng'. A mark after a dropped character is dropped with it, and so are variation selectors
 * and enclosing marks, which only decorate emoji ('❤️', '1️⃣').
 */

export interface StripOptions {
  /** Keep '\n' and '\r' (control characters, so dropped by default) for multi-line fields. */
  keepLineBreaks?: boolean;
}

const BASE = /[\p{L}\p{N}]/u;
const MARK = /\p{M}/u;
const DECORATION = /[\p{Me}\p{Variation_Selector}]/u;
const STANDALONE = /[\p{P}\p{Z}]/u;
const LINE_BREAK = /[\n\r]/;

/** Removes every character that is not a letter, number, punctuation or separator (marks stay on letters). */
export function stripInvalidChars(text: string | null | undefined, options: StripOptions = {}): string {
  if (!text) return '';
  let output = '';
  let afterBase = false;
  for (const char of text) {
    if (BASE.test(char)) {
      output += char;
      afterBase = true;
    } else if (MARK.test(char)) {
      if (afterBase && !DECORATION.test(char)) output += char;
    } else if (STANDALONE.test(char) || (options.keepLineBreaks === true && LINE_BREAK.test(char))) {
      output += char;
      afterBase = false;
    } else {
      afterBase = false;
    }
  }
  return output;
}

/** Characters a spreadsheet reads as the start of a formula when a cell begins with them (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/u;

/**
 * A person's or a class's name as stored, the same in the main app and the contest: SPEC §5's
 * character sanitiser (so '<', '>', '=', '+' and emoji go: no markup, no formula), runs of spaces
 * collapsed, and no leading character a spreadsheet would read as a formula ('-', '@' are
 * punctuation and stay inside a name: 'Lê Thị Mai-Anh').
 */
export function cleanPersonName(text: string | null | undefined): string {
  let name = stripInvalidChars(text).replace(/\s+/gu, ' ').trim();
  while (FORMULA_START.test(name)) name = name.slice(1).trimStart();
  return name;
}

/** A cell value a spreadsheet shows as typed: text that would start a formula gets a leading apostrophe. */
export function spreadsheetSafe<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}
