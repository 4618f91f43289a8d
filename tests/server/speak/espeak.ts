import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Debian's espeak-ng (installed by .ci/run): the CI's reader, since CI has no microphone. */
export const ESPEAK = process.env.ESPEAK_PATH ?? '/usr/bin/espeak-ng';

export function requireEspeak(): void {
  if (!existsSync(ESPEAK))
    throw new Error(`espeak-ng not found at ${ESPEAK}: apt-get install espeak-ng (or set ESPEAK_PATH)`);
}

/** A WAV of `text` read by espeak-ng's US English voice (22.05 kHz, 16-bit mono). */
export function synthesize(text: string, dir: string, name: string, speed = 140): Buffer {
  const file = path.join(dir, `${name}.wav`);
  execFileSync(ESPEAK, ['-v', 'en-us', '-s', String(speed), '-w', file, text]);
  return readFileSync(file);
}
