/**
 * npm run bench:speak — how long the server takes to score speech, per second of audio, and the
 * assessor thread's memory, on this machine (issue 30: ≤ 1.5 s for a 5 s utterance, RSS ≤ 250 MB).
 * Readings are synthesised by espeak-ng (en-us, 140 words a minute). Measured in the same run:
 *   ours      — the product's path: scoreRecording (silence checks, trim, the assessor thread's forced
 *               alignment with every senone scored, the listener on poorly fitting words, judging),
 *               message passing included;
 *   baseline  — a bare forced alignment of the same sentence with soundswallower in this thread
 *               (default settings: the least the same engine can do with the same audio).
 * RSS: a plain Node process that runs only the assessor thread scores the longest reading, then
 * reports its resident memory (this process also holds tsx and the baseline's decoder). Not part of
 * `npm test`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import createModule from 'soundswallower';
import type { PromptToScore } from '../../server/speak/speak.repository';
import { scoreRecording } from '../../server/speak/speak-scoring';
import { createWorkerAssessor } from '../../server/speak/speech-recognizer';
import { decodeWav } from '../../server/speak/wav';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ESPEAK = process.env.ESPEAK_PATH ?? '/usr/bin/espeak-ng';

const SENTENCES = [
  'my family has four people',
  'the elephant is very big',
  'monkeys can climb trees very well',
  'there are seven days in a week',
  // About five seconds: the utterance of the target.
  'every morning i get up at six and i brush my teeth before breakfast with my sister',
];

const promptOf = (text: string): PromptToScore => ({
  id: 1,
  topicId: 1,
  grade: 4,
  kind: 'repeat',
  modelText: text,
  acceptedPatterns: [text],
  keywords: [],
  maxSeconds: 30,
});

/** RSS of a bare Node process whose assessor thread has scored `samples` (16 kHz). */
function assessorOnlyRss(samples: Float32Array, words: string[], dir: string): number {
  const pcmFile = path.join(dir, 'rss.f32');
  writeFileSync(pcmFile, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength));
  const worker = fileURLToPath(new URL('../../server/speak/recognizer.worker.mjs', import.meta.url));
  const script = `
    import { Worker } from 'node:worker_threads';
    const w = new Worker(${JSON.stringify(worker)});
    const bytes = (await import('node:fs')).readFileSync(${JSON.stringify(pcmFile)});
    const pcm = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
    const ask = (m) => new Promise((ok) => { w.once('message', ok); w.postMessage(m); });
    const options = { listen: { above: 0, sentenceAbove: 1, inOtherSentenceAbove: 0 }, insertion: { minPauseMs: 300, minVoicedMs: 150 } };
    await ask({ id: 1, type: 'assess', pcm, candidates: [${JSON.stringify(words)}], ...options });
    const { result } = await ask({ id: 2, type: 'memory' });
    console.log(result.rss);
    await w.terminate();`;
  const scriptFile = path.join(dir, 'rss.mjs');
  writeFileSync(scriptFile, script);
  const out = execFileSync(process.execPath, [scriptFile]);
  return Number(out.toString().trim());
}

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-speak-'));
  const assessor = createWorkerAssessor();
  // modelBase is an Emscripten module option the package's types do not list.
  const options = { modelBase: new URL('./model/', import.meta.resolve('soundswallower')).pathname };
  const soundswallower = await createModule(options as unknown as Parameters<typeof createModule>[0]);
  const aligner = new soundswallower.Decoder({ loglevel: 'FATAL', samprate: 16_000 });
  await aligner.initialize();
  try {
    const audio = SENTENCES.map((text, i) => {
      const file = path.join(dir, `${i}.wav`);
      execFileSync(ESPEAK, ['-v', 'en-us', '-s', '140', '-w', file, text]);
      return { text, decoded: decodeWav(readFileSync(file))! };
    });
    // Warm-up: model load and JIT, not counted.
    await scoreRecording(assessor, promptOf(audio[0]!.text), audio[0]!.decoded);

    let ourMs = 0;
    let baseMs = 0;
    let seconds = 0;
    const rows: string[] = [];
    for (const a of audio) {
      let ours = 0;
      let base = 0;
      let score = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        const t0 = performance.now();
        score = (await scoreRecording(assessor, promptOf(a.text), a.decoded)).score;
        ours += performance.now() - t0;
        const t1 = performance.now();
        aligner.set_align_text(a.text);
        aligner.start();
        aligner.process_audio(a.decoded.samples, false, true);
        aligner.stop();
        // Default beams lose the path on some readings (the product widens them): timed all the same.
        try {
          aligner.get_alignment({ align_level: 1 });
        } catch {}
        base += performance.now() - t1;
      }
      ours /= ROUNDS;
      base /= ROUNDS;
      ourMs += ours;
      baseMs += base;
      seconds += a.decoded.seconds;
      rows.push(
        `| ${a.text.split(' ').length.toString().padStart(2)} words | ${a.decoded.seconds.toFixed(2).padStart(5)} s | ${ours.toFixed(0).padStart(5)} ms | ${(ours / 1000 / a.decoded.seconds).toFixed(2)} | ${base.toFixed(0).padStart(5)} ms | ${(base / 1000 / a.decoded.seconds).toFixed(2)} | ${(ours / base).toFixed(1)} | ${score} |`,
      );
    }
    const longest = audio.at(-1)!;
    const rss = assessorOnlyRss(longest.decoded.samples, longest.text.split(' '), dir);
    console.log(`speech scoring, ${ROUNDS} rounds each, on ${process.arch} with ${cpus().length} cores`);
    console.log('| prompt   | audio   | ours     | ours ×RT | baseline | base ×RT | ours ÷ base | score |');
    console.log('| -------- | ------- | -------- | -------- | -------- | -------- | ----------- | ----- |');
    for (const row of rows) console.log(row);
    console.log(
      `| total    | ${seconds.toFixed(1)} s | ${ourMs.toFixed(0)} ms | ${(ourMs / 1000 / seconds).toFixed(2)} | ${baseMs.toFixed(0)} ms | ${(baseMs / 1000 / seconds).toFixed(2)} | ${(ourMs / baseMs).toFixed(1)} |       |`,
    );
    console.log(
      `ours: ${(ourMs / seconds).toFixed(0)} ms per second of audio (goal ≤ 300 ms: 1.5 s for 5 s); assessor process RSS ${(rss / 1e6).toFixed(0)} MB (goal ≤ 250 MB)`,
    );
  } finally {
    aligner.delete();
    await assessor.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
