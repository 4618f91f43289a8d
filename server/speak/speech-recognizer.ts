import { Worker } from 'node:worker_threads';
import type { Assessment } from '../../src/domain/speaking';

/** When the assessor asks the listener what was said instead, and what counts as an inserted word. */
export interface AssessOptions {
  /**
   * Words whose deficit per frame is above `above` are listened to (heardAs); in a reading whose mean
   * deficit is above `sentenceAbove` (probably another sentence), those above `inOtherSentenceAbove`.
   */
  listen: { above: number; sentenceAbove: number; inOtherSentenceAbove: number };
  insertion: { minPauseMs: number; minVoicedMs: number };
}

/**
 * Speech to measurements (16 kHz mono float samples): forced alignment of each candidate sentence
 * with per-phone goodness of pronunciation, and what was heard where it fits poorly (ADR 0012).
 */
export interface SpeechAssessor {
  assess(pcm: Float32Array, candidates: string[][], options: AssessOptions): Promise<Assessment>;
  /** Words of `words` the pronunciation dictionary does not know. */
  missingWords(words: string[]): Promise<string[]>;
  /** Resident memory of the process as the assessor thread sees it (the benchmark reads it). */
  memory(): Promise<NodeJS.MemoryUsage>;
  close(): Promise<void>;
}

export const RECOGNIZER_SAMPLE_RATE = 16_000;

type Pending = { resolve: (value: never) => void; reject: (error: Error) => void };

/**
 * One assessor thread for the process, started on first use (model load ~1.5 s), serving requests
 * in order. A crashed thread fails its pending requests and is replaced on the next one.
 */
export function createWorkerAssessor(): SpeechAssessor {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  function failAll(error: Error) {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  }

  function thread(): Worker {
    if (worker) return worker;
    const created = new Worker(new URL('./recognizer.worker.mjs', import.meta.url));
    created.on('message', (message: { id: number; result?: unknown; error?: string }) => {
      const entry = pending.get(message.id);
      if (!entry) return;
      pending.delete(message.id);
      if (pending.size === 0) created.unref();
      if (message.error !== undefined) entry.reject(new Error(message.error));
      else entry.resolve(message.result as never);
    });
    created.on('error', (error) => {
      worker = null;
      failAll(error);
    });
    created.on('exit', () => {
      if (worker === created) worker = null;
      failAll(new Error('speech recogniser stopped'));
    });
    worker = created;
    return created;
  }

  function call<T>(message: Record<string, unknown>, transfer: ArrayBuffer[] = []): Promise<T> {
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: never) => void, reject });
      const target = thread();
      // Keeps the process alive only while a request waits for its answer.
      target.ref();
      target.postMessage({ ...message, id }, transfer);
    });
  }

  return {
    assess(pcm, candidates, options) {
      const copy = pcm.slice();
      return call<Assessment>({ type: 'assess', pcm: copy, candidates, ...options }, [copy.buffer]);
    },
    missingWords(words) {
      return call<string[]>({ type: 'lookup', words });
    },
    memory() {
      return call<NodeJS.MemoryUsage>({ type: 'memory' });
    },
    async close() {
      const current = worker;
      worker = null;
      if (current) await current.terminate();
    },
  };
}
