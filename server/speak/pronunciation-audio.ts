/**
 * The pronunciation files shipped with the content (issue 14: "browser speech synthesis when present;
 * otherwise a recorded or synthesized file shipped with the content"): every word and sentence a
 * pupil can tap in AI Speak, read by espeak-ng (en-us) and
 * stored as Ogg Vorbis in public/audio/say/ (≈ 4 KB per second of speech). Regenerate with
 * `npm run speak:audio` after changing the content; a test fails when a file is missing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pronunciationFile, sentenceWords } from '../../src/domain/speaking';
import { speakContent } from './speak-content';

export const PUBLIC_DIR = fileURLToPath(new URL('../../public', import.meta.url));

/**
 * Every text that has a "listen" button: speak sentences and their words. (AI Practice's listening
 * items have their own files, named so the text never reaches the browser: server/curriculum/listening-audio.ts.)
 */
export function pronunciationTexts(): string[] {
  const texts = new Set<string>();
  for (const grade of speakContent())
    for (const topic of grade.topics)
      for (const prompt of topic.prompts)
        for (const sentence of [prompt.modelText, ...prompt.acceptedPatterns]) {
          texts.add(sentence);
          for (const word of sentenceWords(sentence)) texts.add(word);
        }
  return [...texts];
}

/** Writes the missing files (all of them with `force`); answers how many were written. */
export function writePronunciationAudio(options: { force?: boolean } = {}): number {
  const espeak = process.env.ESPEAK_PATH ?? '/usr/bin/espeak-ng';
  const work = mkdtempSync(path.join(tmpdir(), 'say-'));
  let written = 0;
  try {
    for (const text of pronunciationTexts()) {
      const target = path.join(PUBLIC_DIR, pronunciationFile(text));
      if (!options.force && existsSync(target)) continue;
      mkdirSync(path.dirname(target), { recursive: true });
      const wav = path.join(work, 'say.wav');
      execFileSync(espeak, ['-v', 'en-us', '-s', '130', '-w', wav, text]);
      // 16 kHz mono Vorbis at the lowest quality: clear speech, a few KB per word.
      execFileSync('sox', [wav, '-r', '16000', '-C', '-1', target]);
      written += 1;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const written = writePronunciationAudio({ force: process.argv.includes('--force') });
  console.info(`${written} pronunciation files written to ${path.join(PUBLIC_DIR, 'audio/say')}`);
}
