import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PUBLIC_DIR, pronunciationTexts } from '../../../server/speak/pronunciation-audio';
import { pronunciationFile } from '../../../src/domain/speaking';

describe('pronunciation files shipped with the content', () => {
  it('every word and sentence with a listen button has its file (npm run speak:audio)', () => {
    const texts = pronunciationTexts();
    expect(texts.length).toBeGreaterThan(100);
    const missing = texts.filter((text) => {
      const file = path.join(PUBLIC_DIR, pronunciationFile(text));
      return !existsSync(file) || statSync(file).size < 1_000;
    });
    expect(missing).toEqual([]);
  });

  it('file names come from the words only', () => {
    expect(pronunciationFile('My family has four people.')).toBe('/audio/say/my-family-has-four-people.ogg');
    expect(pronunciationFile("What's your name?")).toBe('/audio/say/whats-your-name.ogg');
  });
});
