import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';

/** How long a query may wait for the single PGlite connection before we call it a deadlock. */
const ACQUIRE_TIMEOUT_MS = 15_000;

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pg: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    // PGlite's query() uses the extended protocol (one statement); parameterless scripts such as
    // migrations may hold several statements, so they go through exec() like pg's simple protocol.
    if (query.parameters.length === 0) {
      const results = await this.pg.exec(query.sql);
      const last = results.at(-1);
      return { rows: (last?.rows ?? []) as R[], numAffectedRows: toBigInt(last?.affectedRows) };
    }
    const result = await this.pg.query<R>(query.sql, query.parameters as unknown[]);
    return { rows: result.rows, numAffectedRows: toBigInt(result.affectedRows) };
  }

  // biome-ignore lint/correctness/useYield: PGlite has no cursors over the wire; streaming is unsupported.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite dialect does not support streaming queries');
  }
}

function toBigInt(n: number | undefined): bigint | undefined {
  return n === undefined ? undefined : BigInt(n);
}

/**
 * PGlite is one Postgres backend, i.e. one connection. Kysely holds a connection for the whole of a
 * transaction, so handing it out to one holder at a time (a FIFO mutex) keeps transactions isolated:
 * a concurrent request waits instead of running its statements inside someone else's BEGIN.
 */
class PGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  private tail: Promise<void> = Promise.resolve();
  private releaseCurrent: (() => void) | null = null;

  constructor(private readonly pg: PGlite) {
    this.connection = new PGliteConnection(pg);
  }

  async init(): Promise<void> {
    await this.pg.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new Error(
              `PGlite connection not free after ${ACQUIRE_TIMEOUT_MS} ms: inside a transaction, use its trx, never db`,
            ),
          ),
        ACQUIRE_TIMEOUT_MS,
      );
    });
    try {
      await Promise.race([previous, timeout]);
    } catch (error) {
      // Keep the queue intact: whoever follows us waits for our predecessor, not for us.
      previous.then(release);
      throw error;
    } finally {
      clearTimeout(timer);
    }
    this.releaseCurrent = release;
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    const release = this.releaseCurrent;
    this.releaseCurrent = null;
    release?.();
  }

  async destroy(): Promise<void> {
    // Let the last holder finish before closing the WASM instance.
    await this.tail;
    if (!this.pg.closed) await this.pg.close();
  }
}

/** A Kysely dialect over one PGlite instance; compiler, adapter and introspector are Postgres'. */
export class PGliteDialect implements Dialect {
  constructor(private readonly pg: PGlite) {}

  createDriver(): Driver {
    return new PGliteDriver(this.pg);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}
