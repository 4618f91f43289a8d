// The speech recogniser thread (ADR 0008): soundswallower (PocketSphinx in WebAssembly) with its
// bundled US English model. Decoding is synchronous and takes a fraction of the audio's length, so it
// runs here, off the API's event loop. Plain JavaScript: worker threads do not inherit tsx's loader.
import { parentPort } from 'node:worker_threads';
import createModule from 'soundswallower';

const SAMPLE_RATE = 16_000;
const modelBase = new URL('./model/', import.meta.resolve('soundswallower')).pathname;

const ready = (async () => {
  const soundswallower = await createModule({ modelBase });
  // Measured on espeak-ng readings (ADR 0008): wide beams keep long words ('elephant') alive, and
  // without filler words between words of the grammar the right sentence stops losing to a short one.
  // Dither (a half-bit of noise, fixed seed): stretches of exact digital zeros (a padded or muted
  // recording) otherwise wreck the features and "my family has four people" was heard as
  // "i have a new school bag".
  const decoder = new soundswallower.Decoder({
    loglevel: 'FATAL',
    samprate: SAMPLE_RATE,
    beam: 1e-100,
    pbeam: 1e-100,
    wbeam: 1e-80,
    fsgusefiller: false,
    dither: true,
    seed: 1,
  });
  await decoder.initialize();
  return decoder;
})();

function isWord(token) {
  return !token.startsWith('<') && !token.startsWith('(') && !token.startsWith('[') && !token.startsWith('+');
}

function recognise(decoder, pcm, grammar) {
  decoder.set_grammar(grammar);
  decoder.start();
  decoder.process_audio(pcm, false, true);
  decoder.stop();
  const words = decoder.get_alignment().w ?? [];
  return words
    .filter((segment) => isWord(segment.t))
    .map((segment) => ({
      word: segment.t.replace(/\(\d+\)$/, ''),
      confidence: Math.round(segment.p * 1000) / 1000,
      startMs: Math.round(segment.b * 1000),
      endMs: Math.round((segment.b + segment.d) * 1000),
    }));
}

parentPort.on('message', async (message) => {
  try {
    const decoder = await ready;
    if (message.type === 'lookup') {
      const missing = message.words.filter((word) => !decoder.lookup_word(word));
      parentPort.postMessage({ id: message.id, result: missing });
    } else {
      parentPort.postMessage({ id: message.id, result: recognise(decoder, message.pcm, message.grammar) });
    }
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
