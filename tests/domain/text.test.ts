import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanPersonName, spreadsheetSafe, stripInvalidChars } from '../../src/domain/text';

describe('stripInvalidChars', () => {
  it.each([
    ['', ''],
    [null, ''],
    [undefined, ''],
    ['   ', '   '],
    ['Hello, world!', 'Hello, world!'],
    ['Tiếng Việt có dấu: ắ ằ ẳ ẵ ặ đ Đ', 'Tiếng Việt có dấu: ắ ằ ẳ ẵ ặ đ Đ'],
    ['MiXeD CaSe 123', 'MiXeD CaSe 123'],
    ['中文 日本語 한국어 русский العربية', '中文 日本語 한국어 русский العربية'],
    ['½ Ⅻ ٣', '½ Ⅻ ٣'], // other numbers (No, Nl, Nd)
    ['«quote» “quote” ¿qué? — – … ()[]{}', '«quote» “quote” ¿qué? — – … ()[]{}'],
    ['a\u00a0b\u2003c\u2028d\u2029e', 'a\u00a0b\u2003c\u2028d\u2029e'], // Zs, Zl, Zp separators
    // symbols (\p{S}) go: emoji, currency, math, modifiers
    ['Xin chào 😀👍🏽', 'Xin chào '],
    ['100$ = 2.500.000₫', '100  2.500.000'],
    ['1+1=2 <3 |x| ~y^ `z`', '112 3 x y z'],
    ['©®™°', ''],
    // emoji decorations: variation selectors, ZWJ sequences, keycaps, flags
    ['❤️ yêu', ' yêu'],
    ['👨‍👩‍👧 gia đình', ' gia đình'],
    ['1️⃣ một', '1 một'],
    ['🇻🇳 Việt Nam', ' Việt Nam'],
    // control and format characters
    ['a\tb', 'ab'],
    ['dòng 1\ndòng 2\r\n', 'dòng 1dòng 2'],
    ['zero\u200bwidth\u200d', 'zerowidth'],
    ['bidi\u202eevil', 'bidievil'],
    ['nul\u0000byte\u007f', 'nulbyte'],
    ['\ufeffBOM', 'BOM'],
    // a combining mark survives on a letter, never on its own or on a dropped symbol
    ['\u0301 lẻ loi', ' lẻ loi'],
    ['😀\u0301x', 'x'],
  ])('stripInvalidChars(%j) = %j', (input, expected) => {
    expect(stripInvalidChars(input)).toBe(expected);
  });

  it('keeps decomposed (NFD) Vietnamese intact, marks included', () => {
    const nfd = 'Nguyễn Hoàng Minh Anh học Tiếng Anh'.normalize('NFD');
    expect(stripInvalidChars(nfd)).toBe(nfd);
    expect(stripInvalidChars(nfd).normalize('NFC')).toBe('Nguyễn Hoàng Minh Anh học Tiếng Anh');
  });

  it('keeps line breaks only when asked', () => {
    expect(stripInvalidChars('a\r\nb\tc 😀', { keepLineBreaks: true })).toBe('a\r\nbc ');
    expect(stripInvalidChars('a\r\nb', { keepLineBreaks: false })).toBe('ab');
  });

  it('returns only allowed characters, is idempotent and never grows the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const once = stripInvalidChars(text);
        expect(once).toMatch(/^[\p{L}\p{M}\p{N}\p{P}\p{Z}]*$/u);
        expect(stripInvalidChars(once)).toBe(once);
        expect(once.length).toBeLessThanOrEqual(text.length);
      }),
    );
  });
});

describe('cleanPersonName (issue 32: the same names in the main app and the contest)', () => {
  it.each([
    ['  Nguyễn   Hoàng\u00a0Minh Anh ', 'Nguyễn Hoàng Minh Anh'],
    ['<script>alert(1)</script>', 'scriptalert(1)/script'],
    ['<img src=x onerror=alert(1)>', 'img srcx onerroralert(1)'],
    ['=HYPERLINK("http://evil.example","Bấm vào đây")', 'HYPERLINK("http://evil.example","Bấm vào đây")'],
    ['+84 901', '84 901'],
    ['-2+3', '23'],
    ['@SUM(A1:A9)', 'SUM(A1:A9)'],
    ['- @ =cmd', 'cmd'],
    ['Lê Thị Mai-Anh', 'Lê Thị Mai-Anh'],
    ["O'Brien Nguyễn", "O'Brien Nguyễn"],
    ['3A1', '3A1'],
    ['Bé Na 😀🎉', 'Bé Na'],
  ])('cleanPersonName(%j) = %j', (input, expected) => {
    expect(cleanPersonName(input)).toBe(expected);
  });

  it('never leaves markup or a formula start, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const name = cleanPersonName(text);
        expect(name).not.toMatch(/[<>=+]/u);
        expect(name).not.toMatch(/^[-@\s]/u);
        expect(cleanPersonName(name)).toBe(name);
      }),
    );
  });
});

describe('spreadsheetSafe', () => {
  it('quotes text a spreadsheet would read as a formula, and leaves the rest', () => {
    expect(spreadsheetSafe('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(spreadsheetSafe('-1')).toBe("'-1");
    expect(spreadsheetSafe('@cmd')).toBe("'@cmd");
    expect(spreadsheetSafe('Trường Tiểu học Kim Đồng')).toBe('Trường Tiểu học Kim Đồng');
    expect(spreadsheetSafe(42)).toBe(42);
  });
});
