/**
 * npm run bench:speak — how long the server takes to score speech, per second of audio, on this
 * machine (issue 14: ratio ≤ 0.5 of real time is the goal). Readings are synthesised by espeak-ng
 * (short prompts, and a 20-second free talk). Measured in the same run:
 *   ours      — the product's path: the recogniser thread choosing among the grade's sentences
 *               (scoreRecording: silence check, JSGF decode, scoring rule), message passing included;
 *   baseline  — a bare forced alignment of the model sentence with soundswallower in this thread
 *               (the simplest use of the same engine, no sentence choice).
 * Real time is 1.0: below 1 the pupil waits less than the time they spoke. Not part of `npm test`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import createModule from 'soundswallower';
import { speakContent } from '../../server/speak/speak-content';
import { scoreRecording } from '../../server/speak/speak-scoring';
import { createWorkerRecognizer } from '../../server/speak/speech-recognizer';
import { decodeWav } from '../../server/speak/wav';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ESPEAK = process.env.ESPEAK_PATH ?? '/usr/bin/espeak-ng';

const grade2 = speakContent().find((g) => g.grade === 2)!.topics;
const freeTalk = grade2[0]!.prompts.find((prompt) => prompt.kind === 'free_talk')!;
const cases = [
  ...grade2
    .flatMap((topic) => topic.prompts.filter((prompt) => prompt.kind === 'repeat').slice(0, 2))
    .map((prompt) => ({ prompt, text: prompt.modelText })),
  {
    prompt: freeTalk,
    text: [...freeTalk.acceptedPatterns, ...freeTalk.acceptedPatterns.slice(0, 3)].join('. '),
  },
];
const others = grade2.flatMap((t) => t.prompts.flatMap((p) => p.acceptedPatterns));

async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-speak-'));
  const recognizer = createWorkerRecognizer();
  // modelBase is an Emscripten module option the package's types do not list.
  const options = { modelBase: new URL('./model/', import.meta.resolve('soundswallower')).pathname };
  const soundswallower = await createModule(options as unknown as Parameters<typeof createModule>[0]);
  const aligner = new soundswallower.Decoder({ loglevel: 'FATAL', samprate: 16_000 });
  await aligner.initialize();
  try {
    const audio = cases.map((c, i) => {
      const file = path.join(dir, `${i}.wav`);
      execFileSync(ESPEAK, ['-v', 'en-us', '-s', '140', '-w', file, c.text]);
      return { ...c, decoded: decodeWav(readFileSync(file))! };
    });
    // Warm-up: model load and JIT, not counted.
    await scoreRecording(
      recognizer,
      { id: 1, grade: 2, kind: 'repeat', acceptedPatterns: [audio[0]!.text], maxSeconds: 8 },
      others,
      audio[0]!.decoded,
    );

    let ourMs = 0;
    let baseMs = 0;
    let seconds = 0;
    const rows: string[] = [];
    for (const a of audio) {
      const prompt = {
        id: 1,
        grade: 2,
        kind: a.prompt.kind,
        acceptedPatterns: a.prompt.acceptedPatterns,
        maxSeconds: 60,
      };
      let ours = 0;
      let base = 0;
      let score = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        const t0 = performance.now();
        score = (await scoreRecording(recognizer, prompt, others, a.decoded)).score;
        ours += performance.now() - t0;
        const t1 = performance.now();
        aligner.set_align_text(
          a.prompt.kind === 'free_talk' ? a.text.replaceAll('.', '') : a.prompt.modelText,
        );
        aligner.start();
        aligner.process_audio(a.decoded.samples, false, true);
        aligner.stop();
        base += performance.now() - t1;
      }
      ours /= ROUNDS;
      base /= ROUNDS;
      ourMs += ours;
      baseMs += base;
      seconds += a.decoded.seconds;
      rows.push(
        `| ${a.prompt.kind.padEnd(9)} | ${a.decoded.seconds.toFixed(2).padStart(5)} s | ${ours.toFixed(0).padStart(5)} ms | ${(ours / 1000 / a.decoded.seconds).toFixed(2)} | ${base.toFixed(0).padStart(5)} ms | ${(base / 1000 / a.decoded.seconds).toFixed(2)} | ${score} |`,
      );
    }
    console.log(
      `speech scoring, ${ROUNDS} rounds each, on ${process.arch} with ${(await import('node:os')).cpus().length} cores`,
    );
    console.log('| prompt    | audio   | ours     | ours ×RT | baseline | base ×RT | score |');
    console.log('| --------- | ------- | -------- | -------- | -------- | -------- | ----- |');
    for (const row of rows) console.log(row);
    console.log(
      `| total     | ${seconds.toFixed(1)} s | ${ourMs.toFixed(0)} ms | ${(ourMs / 1000 / seconds).toFixed(2)} | ${baseMs.toFixed(0)} ms | ${(baseMs / 1000 / seconds).toFixed(2)} |       |`,
    );
    console.log(
      `ours: ${(ourMs / seconds).toFixed(0)} ms per second of audio (goal ≤ 500 ms, real time = 1000 ms)`,
    );
  } finally {
    aligner.delete();
    await recognizer.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
