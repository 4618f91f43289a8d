import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's espeak-ng (installed by .ci/run): the CI's reader, since CI has no microphone. */
export const ESPEAK = process.env.ESPEAK_PATH ?? '/usr/bin/espeak-ng';
export const SOX = process.env.SOX_PATH ?? '/usr/bin/sox';

export function requireEspeak(): void {
  if (!existsSync(ESPEAK))
    throw new Error(`espeak-ng not found at ${ESPEAK}: apt-get install espeak-ng (or set ESPEAK_PATH)`);
  if (!existsSync(SOX)) throw new Error(`sox not found at ${SOX}: apt-get install sox (or set SOX_PATH)`);
}

/** A WAV of `text` read by espeak-ng's US English voice (22.05 kHz, 16-bit mono). */
export function synthesize(text: string, dir: string, name: string, speed = 140): Buffer {
  const file = path.join(dir, `${name}.wav`);
  execFileSync(ESPEAK, ['-v', 'en-us', '-s', String(speed), '-w', file, text]);
  return readFileSync(file);
}

const CACHE_DIR = path.join(tmpdir(), 'uniclass-speak-readings');

/**
 * A 16 kHz WAV of `text` read by an espeak-ng voice (en-us, en-gb, en-us+f3, …) at `speed` words a
 * minute, resampled by sox. Cached under the system temp dir keyed by text, voice and speed, so
 * reruns synthesise nothing.
 */
export function cachedReading(text: string, voice: string, speed: number): Buffer {
  mkdirSync(CACHE_DIR, { recursive: true });
  const key = createHash('sha1').update(`${text}|${voice}|${speed}`).digest('hex').slice(0, 16);
  const file = path.join(CACHE_DIR, `${key}.wav`);
  if (!existsSync(file)) {
    const raw = path.join(CACHE_DIR, `${key}.${process.pid}.raw.wav`);
    const partial = path.join(CACHE_DIR, `${key}.${process.pid}.wav`);
    execFileSync(ESPEAK, ['-v', voice, '-s', String(speed), '-w', raw, text]);
    execFileSync(SOX, ['-q', raw, '-r', '16000', '-c', '1', '-b', '16', partial]);
    rmSync(raw);
    // Renamed whole: a parallel run never reads half a file.
    renameSync(partial, file);
  }
  return readFileSync(file);
}
