/**
 * npm run bench:learning — does AI Practice's spaced repetition help a pupil remember more than going
 * through the items in order? (issue 33). Simulated pupils practise real units of the curriculum
 * for 30 days; every strategy gets the same practice days and the same 10 items per session, so the
 * same number of reviews. Measured in the same run, for the same pupils:
 *   scheduler — the product's own code: sessionCandidates + composeSession (due reviews, most
 *               forgotten first; new items near the target difficulty, kind by kind; then the rest)
 *               over ts-fsrs cards (reviewCard), with targetDifficulty, exactly as
 *               server/practice/practice-sessions.repository.ts assembles a session;
 *   fixed     — the unit's items in file order, round and round;
 *   random    — 10 distinct items drawn at random each session.
 * Retention = the mean probability, over every item of the unit, that the pupil recalls it at the
 * end of day 30 (an item never seen counts 0).
 *
 * The pupils' memory is NOT the scheduler's model (FSRS): it is half-life regression (Settles &
 * Meeder 2016, "A Trainable Spaced Repetition Model for Language Learning"): an item is recalled
 * after Δ days with p = 2^(−Δ/h), h = 2^(θ·x) days, x = (1, √(1+right), √(1+wrong), difficulty−1)
 * plus the pupil's ability; a never-seen item is guessed (1 in the number of choices; written
 * answers almost never). Every pupil and item draws its own ability and difficulty noise.
 * Deterministic (seeded); BENCH_PUPILS (default 400) and BENCH_SEED change the run. Not part of npm test.
 */
import { readPracticeGrades } from '../../server/curriculum/content-files';
import { buildPracticeBank } from '../../server/practice/practice-bank';
import {
  composeSession,
  type Difficulty,
  reviewCard,
  type StoredCard,
  sessionCandidates,
  targetDifficulty,
} from '../../server/practice/practice-scheduler';

const PUPILS = Number(process.env.BENCH_PUPILS ?? 400);
const SEED = Number(process.env.BENCH_SEED ?? 33);
const DAYS = 30;
const SESSION = 10;
const DAY_MS = 86_400_000;
const START = Date.UTC(2026, 11, 1, 11, 0); // 18:00 in Vietnam, 1 December 2026

/** The memory model's weights (half-life regression; not fitted to, nor shared with, FSRS). */
const THETA = { bias: -1.5, right: 1.6, wrong: 0.5, difficulty: 0.6 };
const ABILITY_SD = 0.5;
const ITEM_NOISE_SD = 0.4;

/** mulberry32: a small seeded generator, so every strategy meets the same pupils and days. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function gaussian(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

interface BenchItem {
  id: number;
  kind: string;
  difficulty: number;
  /** Chance of a right answer before ever seeing the item. */
  guess: number;
}

interface Memory {
  right: number;
  wrong: number;
  /** Day (fractional) of the last review; null: never seen. */
  last: number | null;
}

interface Pupil {
  ability: number;
  /** Per item: its difficulty as this pupil finds it (the content's 1–3 plus noise). */
  hardness: number[];
  /** The days (0-based) this pupil practises the unit. */
  days: number[];
  /** The pupil's own stream of chances (answers), the same for every strategy. */
  seed: number;
}

function halfLife(memory: Memory, hardness: number, ability: number): number {
  const x =
    THETA.bias +
    THETA.right * Math.sqrt(1 + memory.right) +
    THETA.wrong * Math.sqrt(1 + memory.wrong) -
    THETA.difficulty * hardness +
    ability;
  return 2 ** x;
}

function recall(memory: Memory, item: BenchItem, pupil: Pupil, hardness: number, day: number): number {
  if (memory.last === null) return item.guess;
  return 2 ** (-(day - memory.last) / halfLife(memory, hardness, pupil.ability));
}

type Strategy = (state: {
  day: number;
  session: number;
  items: BenchItem[];
  cards: (StoredCard | null)[];
  recent: boolean[];
  random: () => number;
}) => number[];

const fixed: Strategy = ({ session, items }) =>
  Array.from({ length: SESSION }, (_, k) => (session * SESSION + k) % items.length);

const randomOrder: Strategy = ({ items, random }) => {
  const order = items.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order.slice(0, SESSION);
};

/** The product's session: the same candidates and composition as startSession's. */
const scheduler: Strategy = ({ day, items, cards, recent }) =>
  composeSession(
    sessionCandidates(
      items.map((item, i) => ({
        id: i,
        difficulty: item.difficulty,
        kind: item.kind,
        card: cards[i] ?? null,
      })),
      new Date(START + day * DAY_MS),
    ),
    targetDifficulty(recent) as Difficulty,
    SESSION,
  );

/** One pupil, one strategy, 30 days: the mean recall of the unit's items at the end. */
function simulate(items: BenchItem[], pupil: Pupil, strategy: Strategy): number {
  const random = rng(pupil.seed);
  const memory: Memory[] = items.map(() => ({ right: 0, wrong: 0, last: null }));
  const cards: (StoredCard | null)[] = items.map(() => null);
  const recent: boolean[] = [];
  for (const [session, day] of pupil.days.entries()) {
    const chosen = strategy({ day, session, items, cards, recent, random });
    for (const [n, i] of chosen.entries()) {
      const at = day + n / (24 * 60); // a minute per item
      const correct = random() < recall(memory[i]!, items[i]!, pupil, pupil.hardness[i]!, at);
      // The explanation after each answer teaches either way; a right answer strengthens more.
      if (correct) memory[i]!.right += 1;
      else memory[i]!.wrong += 1;
      memory[i]!.last = at;
      cards[i] = reviewCard(cards[i] ?? null, correct, new Date(START + at * DAY_MS));
      recent.unshift(correct);
      recent.length = Math.min(recent.length, 20);
    }
  }
  const end = DAYS;
  const total = items.reduce(
    (sum, item, i) =>
      sum + (memory[i]!.last === null ? 0 : recall(memory[i]!, item, pupil, pupil.hardness[i]!, end)),
    0,
  );
  return total / items.length;
}

function makePupils(items: BenchItem[], practiceChance: number, seed: number): Pupil[] {
  const random = rng(seed);
  return Array.from({ length: PUPILS }, (_, p) => {
    const days = Array.from({ length: DAYS }, (_, d) => d).filter(() => random() < practiceChance);
    return {
      ability: ABILITY_SD * gaussian(random),
      hardness: items.map((item) => Math.max(0, item.difficulty - 1 + ITEM_NOISE_SD * gaussian(random))),
      days: days.length > 0 ? days : [0],
      seed: seed * 1_000 + p,
    };
  });
}

function stats(values: number[]) {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1));
  return { mean, ci: (1.96 * sd) / Math.sqrt(values.length) };
}

function unitItems(grade: number, unit: number): { title: string; items: BenchItem[] } {
  const bank = buildPracticeBank(readPracticeGrades().map((file) => file.data));
  const found = bank.filter((u) => u.grade === grade)[unit - 1]!;
  return {
    title: `lớp ${grade}, bài ${unit} (${found.title}, ${found.items.length} câu)`,
    items: found.items.map((item, id) => ({
      id,
      kind: item.kind,
      difficulty: item.difficulty,
      guess: item.content.choices ? 1 / item.content.choices.length : item.kind === 'reading_tf' ? 0.5 : 0.02,
    })),
  };
}

const SCENARIOS = [
  { name: 'headline', grade: 5, unit: 1, practiceChance: 0.5, label: 'luyện 1 bài, khoảng 1 ngày trong 2' },
  { name: 'daily', grade: 5, unit: 1, practiceChance: 1, label: 'luyện 1 bài mỗi ngày' },
  { name: 'rarely', grade: 7, unit: 3, practiceChance: 0.25, label: 'luyện 1 bài, khoảng 1 ngày trong 4' },
  { name: 'grade 2', grade: 2, unit: 4, practiceChance: 0.5, label: 'lớp 2, khoảng 1 ngày trong 2' },
];

function main() {
  const started = Date.now();
  console.log(
    `bench:learning — ${PUPILS} học sinh mô phỏng mỗi kịch bản, ${DAYS} ngày, ${SESSION} câu mỗi lượt, seed ${SEED}`,
  );
  console.log(
    'Trí nhớ: half-life regression (θ bias −1.5, đúng 1.6, sai 0.5, độ khó −0.6), khác mô hình FSRS của bộ xếp lịch.\n',
  );
  console.log(
    '| kịch bản | bài | lượt ôn / học sinh | scheduler | fixed | random | scheduler ÷ fixed | scheduler − fixed (cùng học sinh) | scheduler ÷ random |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  let headlineRatio = 0;
  for (const [index, scenario] of SCENARIOS.entries()) {
    const { title, items } = unitItems(scenario.grade, scenario.unit);
    const pupils = makePupils(items, scenario.practiceChance, SEED + index);
    const run = (strategy: Strategy) => pupils.map((pupil) => simulate(items, pupil, strategy));
    const oursEach = run(scheduler);
    const fixedEach = run(fixed);
    const ours = stats(oursEach);
    const inOrder = stats(fixedEach);
    const atRandom = stats(run(randomOrder));
    // The same pupils and days on both sides: the per-pupil difference is the fair comparison.
    const gain = stats(oursEach.map((value, p) => value - fixedEach[p]!));
    const reviews = (pupils.reduce((n, p) => n + p.days.length, 0) / pupils.length) * SESSION;
    const pct = (s: { mean: number; ci: number }) =>
      `${(100 * s.mean).toFixed(1)} % ± ${(100 * s.ci).toFixed(1)}`;
    const ratio = ours.mean / inOrder.mean;
    if (scenario.name === 'headline') headlineRatio = ratio;
    console.log(
      `| ${scenario.label} | ${title} | ${reviews.toFixed(0)} | ${pct(ours)} | ${pct(inOrder)} | ${pct(atRandom)} | **${ratio.toFixed(3)}** | ${(100 * gain.mean).toFixed(1)} ± ${(100 * gain.ci).toFixed(1)} điểm | ${(ours.mean / atRandom.mean).toFixed(3)} |`,
    );
  }
  console.log(`\n(${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!(headlineRatio > 1)) {
    console.error(
      `\n✗ scheduler ÷ fixed = ${headlineRatio.toFixed(3)}: bộ xếp lịch không hơn học theo thứ tự`,
    );
    process.exit(1);
  }
}

main();
