import { Worker } from 'node:worker_threads';
import type { HeardWord } from '../../src/domain/speaking';

/** The sentences the recogniser chooses among (lower case words, no punctuation). */
export interface SpeechGrammar {
  sentences: string[];
  /** Free talk: any sequence of the sentences; otherwise exactly one. */
  repeatable: boolean;
}

/** Speech to words, with per-word confidence and timing (16 kHz mono float samples). */
export interface SpeechRecognizer {
  recognise(pcm: Float32Array, grammar: SpeechGrammar): Promise<HeardWord[]>;
  /** Words of `words` the pronunciation dictionary does not know. */
  missingWords(words: string[]): Promise<string[]>;
  close(): Promise<void>;
}

export const RECOGNIZER_SAMPLE_RATE = 16_000;

/** JSGF of a grammar: one sentence of the list, or (free talk) one or more in any order. */
export function toJsgf(grammar: SpeechGrammar): string {
  const sentences = [...new Set(grammar.sentences)].join(' | ');
  const rule = grammar.repeatable ? 'public <s> = <sentence>+;\n<sentence>' : 'public <s>';
  return `#JSGF V1.0;\ngrammar speak;\n${rule} = ${sentences};\n`;
}

type Pending = { resolve: (value: never) => void; reject: (error: Error) => void };

/**
 * One recogniser thread for the process, started on first use (model load ~1 s), serving requests
 * in order. A crashed thread fails its pending requests and is replaced on the next one.
 */
export function createWorkerRecognizer(): SpeechRecognizer {
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
    recognise(pcm, grammar) {
      const copy = pcm.slice();
      return call<HeardWord[]>({ type: 'recognise', pcm: copy, grammar: toJsgf(grammar) }, [copy.buffer]);
    },
    missingWords(words) {
      return call<string[]>({ type: 'lookup', words });
    },
    async close() {
      const current = worker;
      worker = null;
      if (current) await current.terminate();
    },
  };
}
