export type { CampusDb, CampusTransaction, Database, DatabaseKind, Schema } from './database';
export { executeRows } from './execute-rows';
export { openDatabase } from './open-database';
export type { OpenDatabaseOptions } from './open-database';
export { MIGRATION_LOCK_KEY } from './open-postgres';
export { isRetryableTransactionError, withTransaction } from './transaction';
export { sqlState } from './sql-state';
export { isDatabaseUnavailable } from './database-unavailable';
export type { TransactionOptions } from './transaction';
