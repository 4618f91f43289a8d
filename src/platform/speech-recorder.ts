/**
 * The microphone for AI Speak (ADR 0008): raw samples through Web Audio (MediaRecorder would give
 * compressed audio the server cannot decode), a level every ~100 ms for the meter, and on stop a
 * 16 kHz 16-bit mono WAV with its length and voiced seconds. Nothing is kept after stop.
 */
import { voicedSeconds } from '../domain/voice';
import { browserWindow } from './browser-globals';

export interface Recording {
  id: string;
  wav: Blob;
  seconds: number;
  voicedSeconds: number;
}

const TARGET_RATE = 16_000;
const LEVEL_EVERY_MS = 100;

export interface SpeechRecorder {
  open(): Promise<void>;
  start(onLevel: (level: number, elapsedMs: number) => void): void;
  stop(): Promise<Recording>;
  release(): void;
}

function downsample(chunks: Float32Array[], from: number): Float32Array {
  const total = chunks.reduce((n, c) => n + c.length, 0);
  const input = new Float32Array(total);
  let offset = 0;
  for (const c of chunks) {
    input.set(c, offset);
    offset += c.length;
  }
  if (from === TARGET_RATE) return input;
  const out = new Float32Array(Math.floor((total * TARGET_RATE) / from));
  const step = from / TARGET_RATE;
  for (let i = 0; i < out.length; i += 1) {
    // Average over the step: a cheap low-pass that keeps speech intelligible.
    const start = Math.floor(i * step);
    const end = Math.min(total, Math.max(start + 1, Math.floor((i + 1) * step)));
    let sum = 0;
    for (let j = start; j < end; j += 1) sum += input[j]!;
    out[i] = sum / (end - start);
  }
  return out;
}

function toWav(samples: Float32Array): Blob {
  const buffer = new ArrayBuffer(44 + samples.length * 2);
  const view = new DataView(buffer);
  const text = (at: number, s: string) => {
    for (let i = 0; i < s.length; i += 1) view.setUint8(at + i, s.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, TARGET_RATE, true);
  view.setUint32(28, TARGET_RATE * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  for (const [i, s] of samples.entries())
    view.setInt16(44 + i * 2, Math.max(-1, Math.min(1, s)) * 0x7fff, true);
  return new Blob([buffer], { type: 'audio/wav' });
}

export function createSpeechRecorder(): SpeechRecorder {
  let stream: MediaStream | null = null;
  let context: AudioContext | null = null;
  let processor: ScriptProcessorNode | null = null;
  let chunks: Float32Array[] = [];
  let startedAt = 0;

  function release() {
    processor?.disconnect();
    processor = null;
    for (const track of stream?.getTracks() ?? []) track.stop();
    stream = null;
    void context?.close();
    context = null;
  }

  return {
    async open() {
      const media = browserWindow()?.navigator.mediaDevices;
      if (!media) throw new Error('Trình duyệt không hỗ trợ micro');
      release();
      // The raw signal: echo cancellation, noise suppression and gain control are made for calls and
      // distort speech for a recogniser (measured with Chromium's fake microphone: with them on,
      // "my family has four people" was heard as "i like apples"; off, it scores 100).
      stream = await media.getUserMedia({
        audio: {
          channelCount: 1,
          echoCancellation: false,
          noiseSuppression: false,
          autoGainControl: false,
        },
      });
    },
    start(onLevel) {
      if (!stream) throw new Error('microphone not open');
      context = new AudioContext();
      const source = context.createMediaStreamSource(stream);
      // ScriptProcessorNode is deprecated but needs no extra module file (our CSP allows 'self' only).
      processor = context.createScriptProcessor(4096, 1, 1);
      chunks = [];
      startedAt = performance.now();
      let lastLevelAt = 0;
      processor.onaudioprocess = (event) => {
        const samples = new Float32Array(event.inputBuffer.getChannelData(0));
        chunks.push(samples);
        const now = performance.now();
        if (now - lastLevelAt >= LEVEL_EVERY_MS) {
          lastLevelAt = now;
          let energy = 0;
          for (const s of samples) energy += s * s;
          const rms = Math.sqrt(energy / samples.length);
          onLevel(Math.min(1, rms * 4), Math.round(now - startedAt));
        }
      };
      source.connect(processor);
      processor.connect(context.destination);
    },
    async stop() {
      const rate = context?.sampleRate ?? TARGET_RATE;
      const samples = downsample(chunks, rate);
      chunks = [];
      release();
      return {
        id: crypto.randomUUID(),
        wav: toWav(samples),
        seconds: samples.length / TARGET_RATE,
        voicedSeconds: voicedSeconds(samples, TARGET_RATE),
      };
    },
    release,
  };
}
