/**
 * What counts as voice in a recording, the same rule in the browser (before sending) and on the server
 * (before scoring), so the pupil is told "cô chưa nghe thấy tiếng em" for the same recordings on both
 * sides: 30 ms frames louder than -45 dBFS are voice; less than a quarter second of voice is silence.
 */

const FRAME_SECONDS = 0.03;
const VOICE_THRESHOLD = 10 ** (-45 / 20);
export const MIN_VOICED_SECONDS = 0.25;

/** The frame length in samples at `rate`, and the first sample of each voiced frame, in order. */
export function voicedFrames(samples: Float32Array, rate: number): { frame: number; starts: number[] } {
  const frame = Math.round(rate * FRAME_SECONDS);
  const starts: number[] = [];
  for (let start = 0; start + frame <= samples.length; start += frame) {
    let energy = 0;
    for (let i = start; i < start + frame; i += 1) energy += samples[i]! * samples[i]!;
    if (Math.sqrt(energy / frame) > VOICE_THRESHOLD) starts.push(start);
  }
  return { frame, starts };
}

/** Seconds of voice in mono `samples` at `rate` Hz. */
export function voicedSeconds(samples: Float32Array, rate: number): number {
  const { frame, starts } = voicedFrames(samples, rate);
  return (starts.length * frame) / rate;
}
