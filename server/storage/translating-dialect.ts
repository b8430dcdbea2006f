/**
 * Wraps a Kysely dialect so that a driver error meaning "the database cannot answer" reaches the
 * store's callers as StorageUnavailableError, whichever query met it: the error handler answers
 * 503 with Retry-After for that class alone, and no caller needs to know the engine.
 */
import type { DatabaseConnection, Dialect, Driver, QueryResult } from 'kysely';
import type { StorageUnavailableError } from './storage';

/** Returns the error to throw instead, or undefined to let the original through. */
export type Translate = (error: unknown) => StorageUnavailableError | undefined;

export function translatingDialect(inner: Dialect, translate: Translate): Dialect {
  const rethrow = (error: unknown): never => {
    throw translate(error) ?? error;
  };
  return {
    createAdapter: () => inner.createAdapter(),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createIntrospector: (db) => inner.createIntrospector(db),
    createDriver: () => translatingDriver(inner.createDriver(), rethrow),
  };
}

function translatingDriver(driver: Driver, rethrow: (error: unknown) => never): Driver {
  // The driver releases its own connection objects, so each wrapper remembers the one it wraps.
  const wrapped = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const original = (connection: DatabaseConnection) => wrapped.get(connection) ?? connection;
  return {
    init: () => driver.init().catch(rethrow),
    async acquireConnection() {
      const connection = await driver.acquireConnection().catch(rethrow);
      const wrapper: DatabaseConnection = {
        executeQuery: <R>(query: Parameters<DatabaseConnection['executeQuery']>[0]): Promise<QueryResult<R>> =>
          connection.executeQuery<R>(query).catch(rethrow),
        streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
      };
      wrapped.set(wrapper, connection);
      return wrapper;
    },
    beginTransaction: (connection, settings) => driver.beginTransaction(original(connection), settings).catch(rethrow),
    commitTransaction: (connection) => driver.commitTransaction(original(connection)).catch(rethrow),
    rollbackTransaction: (connection) => driver.rollbackTransaction(original(connection)).catch(rethrow),
    releaseConnection: (connection) => driver.releaseConnection(original(connection)),
    destroy: () => driver.destroy(),
  };
}
