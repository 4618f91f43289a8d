/**
 * The SQL baseline's client, run in a worker thread by bench-runner's `replay`: the statements one
 * request ran, in a loop on `load.connections` clients through its own `pg` pool of
 * `load.poolSize` connections (default: one per client). Plain JS, as a
 * worker thread does not inherit tsx's loader. It is the
 * counterpart of autocannon's worker thread, so both sides of a comparison are "a client thread of
 * its own → a server" (PostgreSQL here, the app there) and neither client shares the main thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';

/** @param {import('./bench-runner').ReplayJob} job @returns {Promise<import('./bench-runner').LoadResult>} */
async function replay({ target, statements, load, order }) {
  const pool = new pg.Pool({ ...target, max: load.poolSize ?? load.connections });
  const [first, ...rest] = statements;
  const run = (s) => pool.query(s.sql, s.parameters);
  const latencies = [];
  // Every connection is opened before the clock starts, as autocannon's are.
  await Promise.all(Array.from({ length: load.connections }, () => pool.query('select 1')));
  const deadline = Date.now() + load.seconds * 1000;
  const worker = async () => {
    while (Date.now() < deadline) {
      const start = performance.now();
      if (order === 'sequential') for (const s of statements) await run(s);
      else {
        if (first) await run(first);
        await Promise.all(rest.map(run));
      }
      latencies.push(performance.now() - start);
    }
  };
  try {
    await Promise.all(Array.from({ length: load.connections }, worker));
  } finally {
    await pool.end();
  }
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { rps: latencies.length / load.seconds, p50: at(0.5), p99: at(0.99), errors: 0 };
}

replay(workerData).then((result) => parentPort.postMessage(result));
