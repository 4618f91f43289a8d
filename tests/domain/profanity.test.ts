import { describe, expect, it } from 'vitest';
import words from '../../src/domain/data/profanity-words.json';
import { createProfanityMasker, maskProfanity } from '../../src/domain/profanity';

describe('maskProfanity', () => {
  it.each([
    ['', ''],
    ['   ', '   '],
    [null, ''],
    [undefined, ''],
    ['Xin chào các bạn', 'Xin chào các bạn'],
    // English, whole words, any case
    ['fuck', '***'],
    ['FUCK you', '*** you'],
    ['What the Fuck?!', 'What the ***?!'],
    ['this is bullshit.', 'this is ***.'],
    ['shit,shit;shit', '***,***;***'],
    ['(bitch)', '(***)'],
    ['fuck_you', '***_you'], // _ is not a letter or number, so it separates words
    ['motherfucker', '***'],
    // whole words only: substrings survive
    ['class', 'class'],
    ['Scunthorpe', 'Scunthorpe'],
    ['dickens', 'dickens'],
    ['Charles Dickens', 'Charles Dickens'],
    ['assessment of the classic', 'assessment of the classic'],
    ['shitake', 'shitake'],
    ['fuck1', 'fuck1'], // digits are part of the word
    ['1fuck', '1fuck'],
    // Vietnamese with diacritics, any case
    ['đụ', '***'],
    ['Địt', '***'],
    ['ĐỊT', '***'],
    ['đồ lồn', 'đồ ***'],
    ['thằng cặc', 'thằng ***'],
    ['đéo học', '*** học'],
    ['con đĩ', '***'],
    ['đm mày', '*** mày'],
    ['vcl thật', '*** thật'],
    ['VKL', '***'],
    ['buồi', '***'],
    // phrases: the longest entry wins and becomes one mask
    ['đụ má mày', '*** mày'],
    ['Địt   mẹ', '***'],
    ['địt con mẹ mày', '*** mày'],
    ['vãi lồn!', '***!'],
    // words WITH diacritics compare with diacritics: near-spellings are ordinary words
    ['lon nước ngọt', 'lon nước ngọt'],
    ['lộn xộn', 'lộn xộn'],
    ['các bạn ơi', 'các bạn ơi'],
    ['buổi học', 'buổi học'],
    ['đi học', 'đi học'],
    ['đeo kính', 'đeo kính'],
    ['du lịch', 'du lịch'],
    ['đủ rồi', 'đủ rồi'],
    ['đít', 'đít'],
    ['cút đi', 'cút đi'],
    // words WITHOUT any diacritics fall back to the bare spelling
    ['dit me may', '*** may'],
    ['Dit', '***'],
    ['du ma', '***'],
    ['DMM', '***'],
    ['deo me', '***'],
    ['vai lon', '***'],
    ['dm', 'dm'],
    // …except entries whose bare spelling is an ordinary word
    ['di du lich', 'di du lich'],
    ['buoi hoc', 'buoi hoc'],
    ['cac ban', 'cac ban'],
    ['deo kinh', 'deo kinh'],
    ['lon nuoc', 'lon nuoc'],
    ['con di hoc', 'con di hoc'],
    ['cut', 'cut'],
    ['1 dm = 10 cm', '1 dm = 10 cm'],
    // mixed: each word decides by its own diacritics
    ['đụ ma', '***'],
    ['du má', '***'],
    // phrase words must be separated by white space only
    ['đụ.má', '***.má'],
    // common insults (issue 31): masked…
    ['Mày là đồ ngu!', 'Mày là ***!'],
    ['thằng ngu', '***'],
    ['ngu như bò', '***'],
    ['ngu nhu bo', '***'],
    ['đồ chó', '***'],
    ['khốn nạn', '***'],
    ['đồ mất dạy', '***'],
    ['You are stupid.', 'You are ***.'],
    ['STUPID idiot', '*** ***'],
    ['what a moron', 'what a ***'],
    // …but not the ordinary words they are close to
    ['Em mặc đồ ngủ đi ngủ', 'Em mặc đồ ngủ đi ngủ'],
    ['di ngu thoi', 'di ngu thoi'],
    ['do ngu mau hong', 'do ngu mau hong'],
    ['con ngủ rồi', 'con ngủ rồi'],
    ['con chó của em chết rồi', 'con chó của em chết rồi'],
    ['quả óc chó', 'quả óc chó'],
    ['đồ cho em', 'đồ cho em'],
    ['mặt dày', 'mặt dày'],
    ['mất dây điện', 'mất dây điện'],
    ['cô dạy em', 'cô dạy em'],
    ['phát điên vì vui', 'phát điên vì vui'],
    ['stupidity and idioms', 'stupidity and idioms'],
    ['ngu', 'ngu'],
    // mixed Vietnamese and English, surrounding text kept byte for byte
    ['  Hey, fuck!  Đéo  ổn 😡 ', '  Hey, ***!  ***  ổn 😡 '],
  ])('maskProfanity(%j) = %j', (input, expected) => {
    expect(maskProfanity(input)).toBe(expected);
  });

  it('matches decomposed (NFD) Vietnamese input and keeps the rest as it was', () => {
    const input = 'Tiếng Việt lồn'.normalize('NFD');
    expect(maskProfanity(input)).toBe(`${'Tiếng Việt'.normalize('NFD')} ***`);
  });

  it('reads the word list from data, so every listed word is masked as written and in capitals', () => {
    for (const word of words.words) {
      expect(maskProfanity(word)).toBe('***');
      expect(maskProfanity(`a ${word.toUpperCase()} b`)).toBe('a *** b');
    }
  });

  it('masks a listed word without diacritics unless it is marked as requiring them', () => {
    const required = new Set(words.diacriticsRequired);
    const bare = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd');
    for (const word of words.words) {
      expect(maskProfanity(bare(word))).toBe(required.has(word) ? bare(word) : '***');
    }
  });

  it('builds maskers from other lists (rules are code, words are data)', () => {
    const mask = createProfanityMasker({ words: ['xấu xa', 'bad', '  '], diacriticsRequired: ['xấu xa'] });
    expect(mask('bad xấu xa Bad')).toBe('*** *** ***');
    expect(mask('xau xa')).toBe('xau xa');
    expect(mask('badly')).toBe('badly');
    expect(createProfanityMasker({ words: [] })('fuck')).toBe('fuck');
  });
});
