import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  PostgresDialect,
  type PostgresDialectConfig,
  PostgresDriver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { isConnectionError, neverReachedServer } from './connection-errors';

/** The connection type PostgresDriver hands out and takes back (not exported by Kysely). */
type PgConnection = Parameters<PostgresDriver['releaseConnection']>[0];

/** A read sent twice answers the same: a SELECT outside a transaction (issue 32: retry idempotent reads). */
function isRead(query: CompiledQuery): boolean {
  if (query.query.kind === 'SelectQueryNode') return true;
  return query.query.kind === 'RawNode' && /^\s*select\b/i.test(query.sql);
}

/**
 * A pooled connection that sends a statement again on a fresh connection when its own was lost (the
 * server restarted, failed over, or ended the backend while it sat idle in the pool): a read always,
 * a write only when pg certainly never sent it. Inside a transaction nothing is resent (the
 * transaction is gone with the connection); only its BEGIN may move to a fresh connection.
 */
class RetryingConnection implements DatabaseConnection {
  inTransaction = false;

  constructor(
    public inner: PgConnection,
    private readonly driver: ResilientPostgresDriver,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    try {
      return await this.inner.executeQuery<R>(query);
    } catch (error) {
      const resend =
        !this.inTransaction && isConnectionError(error) && (isRead(query) || neverReachedServer(error));
      if (!resend) throw error;
      return this.driver.withFreshConnection((fresh) => fresh.executeQuery<R>(query));
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize = 100): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

class ResilientPostgresDriver extends PostgresDriver implements Driver {
  override async acquireConnection(): Promise<DatabaseConnection> {
    return new RetryingConnection((await super.acquireConnection()) as PgConnection, this);
  }

  override async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await super.releaseConnection((connection as RetryingConnection).inner);
  }

  /** A statement on a connection of its own, given back to the pool at once. */
  async withFreshConnection<T>(work: (connection: DatabaseConnection) => Promise<T>): Promise<T> {
    const connection = (await super.acquireConnection()) as PgConnection;
    try {
      return await work(connection);
    } finally {
      await super.releaseConnection(connection);
    }
  }

  override async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const retrying = connection as RetryingConnection;
    try {
      await super.beginTransaction(retrying.inner, settings);
    } catch (error) {
      // Nothing ran on this connection yet: the transaction may start on a fresh one instead.
      if (!isConnectionError(error)) throw error;
      await super.releaseConnection(retrying.inner);
      retrying.inner = (await super.acquireConnection()) as PgConnection;
      await super.beginTransaction(retrying.inner, settings);
    }
    retrying.inTransaction = true;
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const retrying = connection as RetryingConnection;
    retrying.inTransaction = false;
    await super.commitTransaction(retrying.inner);
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const retrying = connection as RetryingConnection;
    retrying.inTransaction = false;
    await super.rollbackTransaction(retrying.inner);
  }
}

/** Kysely's PostgreSQL dialect whose connections resend what is safe to resend after a lost connection. */
export class ResilientPostgresDialect extends PostgresDialect {
  constructor(private readonly dialectConfig: PostgresDialectConfig) {
    super(dialectConfig);
  }

  override createDriver(): Driver {
    return new ResilientPostgresDriver(this.dialectConfig);
  }
}
