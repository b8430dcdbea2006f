/**
 * Wraps a Kysely dialect so that a driver error meaning "the database cannot answer" reaches the
 * store's callers as StorageUnavailableError, whichever query met it: the error handler answers
 * 503 with Retry-After for that class alone, and no caller needs to know the engine.
 *
 * With `retryOnReplacedConnection` (a pool of network connections), the first statement on a
 * pooled connection that turns out to be dead is sent again on another connection. A connection
 * the server ended while it sat idle in the pool (a restart, pg_terminate_backend) is only found
 * dead when the next statement is written to it: the statement never ran, and failing the request
 * for it would make every restart cost a burst of 503s. Only a connection's first statement (a
 * lone statement, or the BEGIN of a transaction) is sent again, never a later one, and at most as
 * many times as the pool has connections; a database that is really away still fails at once.
 */
import type { DatabaseConnection, Dialect, Driver, QueryResult } from 'kysely';
import type { StorageUnavailableError } from './storage';

/** Returns the error to throw instead, or undefined to let the original through. */
export type Translate = (error: unknown) => StorageUnavailableError | undefined;

export function translatingDialect(
  inner: Dialect,
  translate: Translate,
  options: { retryOnReplacedConnection?: { poolSize: number } } = {},
): Dialect {
  return {
    createAdapter: () => inner.createAdapter(),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createIntrospector: (db) => inner.createIntrospector(db),
    createDriver: () =>
      translatingDriver(inner.createDriver(), translate, options.retryOnReplacedConnection?.poolSize ?? 0),
  };
}

function translatingDriver(driver: Driver, translate: Translate, poolSize: number): Driver {
  const rethrow = (error: unknown): never => {
    throw translate(error) ?? error;
  };
  // The driver releases its own connection objects, so each wrapper remembers the one it wraps now.
  const wrapped = new WeakMap<DatabaseConnection, DatabaseConnection>();
  // Wrappers whose connection has not yet answered a statement: only those may be replaced.
  const untried = new WeakSet<DatabaseConnection>();
  const original = (connection: DatabaseConnection) => wrapped.get(connection) ?? connection;

  /** Runs a statement; the first of a wrapper's connection goes to another connection when that one was dead. */
  async function onLiveConnection<T>(
    wrapper: DatabaseConnection,
    work: (connection: DatabaseConnection) => Promise<T>,
  ) {
    const first = untried.has(wrapper);
    untried.delete(wrapper);
    // Every idle connection of the pool may have been ended at once: each is tried in turn, and
    // once they are gone the pool opens a new one.
    for (let replaced = 0; ; replaced++) {
      try {
        return await work(original(wrapper));
      } catch (error) {
        if (!(first && replaced < poolSize && translate(error))) return rethrow(error);
        // The pool drops a connection that can no longer take statements when it comes back.
        await driver.releaseConnection(original(wrapper));
        wrapped.set(wrapper, await driver.acquireConnection().catch(rethrow));
      }
    }
  }

  return {
    init: () => driver.init().catch(rethrow),
    async acquireConnection() {
      const connection = await driver.acquireConnection().catch(rethrow);
      const wrapper: DatabaseConnection = {
        executeQuery: <R>(query: Parameters<DatabaseConnection['executeQuery']>[0]): Promise<QueryResult<R>> =>
          onLiveConnection(wrapper, (current) => current.executeQuery<R>(query)),
        streamQuery: (query, chunkSize) => original(wrapper).streamQuery(query, chunkSize),
      };
      wrapped.set(wrapper, connection);
      untried.add(wrapper);
      return wrapper;
    },
    beginTransaction: (connection, settings) =>
      onLiveConnection(connection, (current) => driver.beginTransaction(current, settings)),
    commitTransaction: (connection) => driver.commitTransaction(original(connection)).catch(rethrow),
    rollbackTransaction: (connection) => driver.rollbackTransaction(original(connection)).catch(rethrow),
    releaseConnection: (connection) => driver.releaseConnection(original(connection)),
    destroy: () => driver.destroy(),
  };
}
