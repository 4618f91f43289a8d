import { describe, expect, it } from 'vitest';
import { MIN_VOICED_SECONDS, voicedFrames, voicedSeconds } from '../../src/domain/voice';

const RATE = 16_000;
/** `seconds` of a 220 Hz tone at `amplitude` (1 = full scale). */
const tone = (seconds: number, amplitude: number) =>
  Float32Array.from(
    { length: Math.round(seconds * RATE) },
    (_, i) => amplitude * Math.sin((2 * Math.PI * 220 * i) / RATE),
  );
const join = (...parts: Float32Array[]) => {
  const out = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

describe('voice (issue 34: one rule for the browser and the server)', () => {
  it('counts the frames louder than -45 dBFS and nothing quieter', () => {
    const recording = join(tone(0.6, 0), tone(0.9, 0.3), tone(0.6, 0.001));
    // 0.9 s of voice in 30 ms frames; a frame straddling the edge may count or not.
    expect(voicedSeconds(recording, RATE)).toBeGreaterThanOrEqual(0.87);
    expect(voicedSeconds(recording, RATE)).toBeLessThanOrEqual(0.93);
    expect(voicedSeconds(tone(2, 0.001), RATE)).toBe(0);
    expect(voicedSeconds(tone(2, 0.001), RATE)).toBeLessThan(MIN_VOICED_SECONDS);
  });

  it('gives the voiced frames in order, where the voice starts and ends', () => {
    const { frame, starts } = voicedFrames(join(tone(0.3, 0), tone(0.3, 0.5), tone(0.3, 0)), RATE);
    expect(frame).toBe(480);
    expect(starts[0]! / RATE).toBeCloseTo(0.3, 1);
    expect((starts.at(-1)! + frame) / RATE).toBeCloseTo(0.6, 1);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('does not depend on the rate when the sound is the same', () => {
    const at8k = Float32Array.from(
      { length: 8_000 },
      (_, i) => 0.3 * Math.sin((2 * Math.PI * 220 * i) / 8_000),
    );
    expect(voicedSeconds(at8k, 8_000)).toBeCloseTo(voicedSeconds(tone(1, 0.3), RATE), 1);
  });
});
