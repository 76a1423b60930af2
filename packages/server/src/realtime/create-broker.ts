import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { RealtimeBroker } from './broker';
import { createMemoryBroker } from './memory-broker';
import { createPostgresBroker } from './postgres-broker';

/**
 * The broker for a database: LISTEN/NOTIFY on PostgreSQL (several processes share one database), in-process
 * on PGlite (the embedded database belongs to one process).
 */
export function createRealtimeBroker(
  database: Pick<Database, 'db' | 'kind'>,
  config: Pick<ServerConfig, 'databaseUrl'>,
  log: FastifyBaseLogger,
): RealtimeBroker {
  if (database.kind === 'postgres' && config.databaseUrl !== null) {
    return createPostgresBroker({ url: config.databaseUrl, db: database.db, log });
  }
  return createMemoryBroker();
}
