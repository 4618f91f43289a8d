/**
 * Plays the pupil's own AI Speak recording back (ADR 0012): the whole of it, or the stretch of one
 * word (the server's aligned times), from the WAV kept in the browser: it never leaves the page
 * except for scoring. One sound at a time; `onEnded` is called when a sound plays to its end (or
 * cannot play), not when it is stopped: whoever stops it knows.
 */
import { browserWindow } from './browser-globals';

export interface RecordingPlayer {
  play(wav: Blob, range: { startMs?: number; endMs?: number }, onEnded: () => void): void;
  stop(): void;
}

const HEADER_BYTES = 44;

/**
 * The part of a 16-bit mono PCM WAV between two times, as a WAV of its own (the recorder writes a
 * plain 44-byte header: rate at byte 24). A little margin keeps the word's edges audible.
 */
export async function sliceWav(wav: Blob, startMs: number, endMs: number, marginMs = 80): Promise<Blob> {
  const bytes = new Uint8Array(await wav.arrayBuffer());
  const view = new DataView(bytes.buffer);
  const rate = view.getUint32(24, true);
  const total = Math.floor((bytes.length - HEADER_BYTES) / 2);
  const from = Math.max(0, Math.floor(((startMs - marginMs) * rate) / 1000));
  const to = Math.min(total, Math.ceil(((endMs + marginMs) * rate) / 1000));
  const samples = Math.max(0, to - from);
  const out = new Uint8Array(HEADER_BYTES + samples * 2);
  out.set(bytes.subarray(0, HEADER_BYTES));
  out.set(bytes.subarray(HEADER_BYTES + from * 2, HEADER_BYTES + to * 2), HEADER_BYTES);
  const outView = new DataView(out.buffer);
  outView.setUint32(4, 36 + samples * 2, true);
  outView.setUint32(40, samples * 2, true);
  return new Blob([out], { type: 'audio/wav' });
}

export function createRecordingPlayer(): RecordingPlayer {
  let current: { audio: HTMLAudioElement; url: string; onEnded: () => void } | null = null;
  let generation = 0;

  function stop(): (() => void) | null {
    const playing = current;
    current = null;
    if (!playing) return null;
    playing.audio.pause();
    URL.revokeObjectURL(playing.url);
    return playing.onEnded;
  }

  return {
    play(wav, { startMs, endMs }, onEnded) {
      stop();
      const page = browserWindow();
      if (!page || typeof Audio === 'undefined') {
        onEnded();
        return;
      }
      const mine = ++generation;
      const source =
        startMs !== undefined && endMs !== undefined ? sliceWav(wav, startMs, endMs) : Promise.resolve(wav);
      void source.then((blob) => {
        if (mine !== generation) return;
        const url = URL.createObjectURL(blob);
        const audio = new Audio(url);
        current = { audio, url, onEnded };
        const finish = () => {
          if (current?.audio === audio) stop()?.();
        };
        audio.addEventListener('ended', finish);
        audio.addEventListener('error', finish);
        audio.play().catch(finish);
      });
    },
    stop() {
      generation += 1;
      stop();
    },
  };
}
