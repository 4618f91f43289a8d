import { voicedFrames } from '../../src/domain/voice';
import { RECOGNIZER_SAMPLE_RATE } from './speech-recognizer';

export interface DecodedAudio {
  /** Mono samples in [-1, 1] at 16 kHz. */
  samples: Float32Array;
  seconds: number;
}

/** Reads a RIFF/WAVE file (PCM 16-bit or float 32-bit, mono or stereo, 8–48 kHz); null when it is not one. */
export function decodeWav(bytes: Buffer): DecodedAudio | null {
  if (
    bytes.length < 44 ||
    bytes.toString('ascii', 0, 4) !== 'RIFF' ||
    bytes.toString('ascii', 8, 12) !== 'WAVE'
  )
    return null;
  let format: { code: number; channels: number; rate: number; bits: number } | null = null;
  let data: Buffer | null = null;
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4);
    const size = bytes.readUInt32LE(offset + 4);
    const body = bytes.subarray(offset + 8, Math.min(bytes.length, offset + 8 + size));
    if (id === 'fmt ' && body.length >= 16)
      format = {
        code: body.readUInt16LE(0),
        channels: body.readUInt16LE(2),
        rate: body.readUInt32LE(4),
        bits: body.readUInt16LE(14),
      };
    if (id === 'data') data = body;
    offset += 8 + size + (size % 2);
  }
  if (!format || !data) return null;
  const { code, channels, rate, bits } = format;
  const pcm16 = code === 1 && bits === 16;
  const float32 = code === 3 && bits === 32;
  if ((!pcm16 && !float32) || channels < 1 || channels > 2 || rate < 8_000 || rate > 48_000) return null;
  const frameBytes = (bits / 8) * channels;
  const frames = Math.floor(data.length / frameBytes);
  const mono = new Float32Array(frames);
  for (let i = 0; i < frames; i += 1) {
    let sum = 0;
    for (let c = 0; c < channels; c += 1) {
      const at = i * frameBytes + c * (bits / 8);
      sum += pcm16 ? data.readInt16LE(at) / 32_768 : data.readFloatLE(at);
    }
    mono[i] = sum / channels;
  }
  const samples = resample(mono, rate, RECOGNIZER_SAMPLE_RATE);
  return { samples, seconds: samples.length / RECOGNIZER_SAMPLE_RATE };
}

/** Linear interpolation: enough for speech recognition at 16 kHz. */
export function resample(input: Float32Array, from: number, to: number): Float32Array {
  if (from === to) return input;
  const out = new Float32Array(Math.floor((input.length * to) / from));
  const step = from / to;
  for (let i = 0; i < out.length; i += 1) {
    const x = i * step;
    const j = Math.floor(x);
    const fraction = x - j;
    out[i] = (input[j] ?? 0) * (1 - fraction) + (input[j + 1] ?? input[j] ?? 0) * fraction;
  }
  return out;
}

/**
 * The recording without its leading and trailing silence (30 ms frames under -45 dBFS), keeping
 * `marginSeconds` on each side. The recogniser has no silence word between the grammar's words, so a
 * long pause after the sentence (the pupil reaching for the stop button) would be absorbed by the
 * last word and lower its confidence (measured: "people" 0.72 → 0.30 with 5 s of trailing silence).
 * All-silent input is returned as it is. `startMs` is where the kept part begins in the recording.
 */
export function trimSilence(
  samples: Float32Array,
  marginSeconds = 0.25,
  rate = RECOGNIZER_SAMPLE_RATE,
): { samples: Float32Array; startMs: number } {
  const { frame, starts } = voicedFrames(samples, rate);
  if (starts.length === 0) return { samples, startMs: 0 };
  const first = starts[0]!;
  const last = starts.at(-1)! + frame;
  const margin = Math.round(rate * marginSeconds);
  const from = Math.max(0, first - margin);
  return {
    samples: samples.subarray(from, Math.min(samples.length, last + margin)),
    startMs: Math.round((from * 1000) / rate),
  };
}

/** A 16-bit PCM mono WAV of samples (tests and the benchmark build audio with it). */
export function encodeWav(samples: Float32Array, rate: number): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  for (const [i, s] of samples.entries())
    data.writeInt16LE(Math.max(-32_768, Math.min(32_767, Math.round(s * 32_767))), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
