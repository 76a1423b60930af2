import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Client } from 'pg';
import type { CampusDb } from '../db/database';
import type { BrokerListener, BrokerMessage, RealtimeBroker } from './broker';
import { createEvent, decodeMessage, encodeMessage } from './broker';

/** The NOTIFY channel of realtime messages (one per database, so test databases never hear each other). */
export const REALTIME_CHANNEL = 'campus_realtime';

/** Family ids per revoke message: 100 uuids stay well under NOTIFY's 8000-byte payload limit. */
const REVOKE_BATCH = 100;

/** Options of {@link createPostgresBroker}. */
export interface PostgresBrokerOptions {
  /** The database URL; the broker opens one extra connection of its own for LISTEN. */
  readonly url: string;
  /** The pool publishes (NOTIFY needs no dedicated connection). */
  readonly db: CampusDb;
  readonly log: FastifyBaseLogger;
}

/**
 * The broker of a PostgreSQL deployment: publishing is `pg_notify`, and each process LISTENs on one dedicated
 * connection (opened at the first subscription), so an event published by any process reaches the streams
 * of all of them. A dropped listening connection reconnects with backoff while anyone listens; events sent
 * while it was down are lost (clients then resume from what the process kept, see the hub's replay buffer).
 */
export function createPostgresBroker(options: PostgresBrokerOptions): RealtimeBroker {
  const listeners = new Set<BrokerListener>();
  let client: Client | null = null;
  let connecting: Promise<void> | null = null;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;

  function dispatch(payload: string | undefined) {
    const message = payload === undefined ? null : decodeMessage(payload);
    if (!message) return;
    for (const listener of [...listeners]) listener(message);
  }

  function scheduleReconnect() {
    if (closed || listeners.size === 0 || reconnectTimer) return;
    const delay = Math.min(30_000, 500 * 2 ** Math.min(failures, 6));
    failures += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      listen().catch((error: unknown) => {
        options.log.warn({ err: error }, 'realtime: LISTEN reconnection failed');
        scheduleReconnect();
      });
    }, delay);
    reconnectTimer.unref();
  }

  function drop(connection: Client) {
    if (client === connection) client = null;
    connection.end().catch(() => undefined);
    scheduleReconnect();
  }

  function listen(): Promise<void> {
    if (closed) return Promise.reject(new Error('realtime broker closed'));
    if (client) return Promise.resolve();
    connecting ??= (async () => {
      const connection = new Client({ connectionString: options.url, application_name: 'campus-realtime' });
      connection.on('notification', (notification) => {
        if (notification.channel === REALTIME_CHANNEL) dispatch(notification.payload);
      });
      connection.on('error', (error) => {
        options.log.warn({ err: error }, 'realtime: LISTEN connection failed');
        drop(connection);
      });
      connection.on('end', () => {
        if (client === connection && !closed) drop(connection);
      });
      try {
        await connection.connect();
        await connection.query(`LISTEN ${REALTIME_CHANNEL}`);
      } catch (error) {
        await connection.end().catch(() => undefined);
        throw error;
      }
      if (closed) {
        await connection.end().catch(() => undefined);
        throw new Error('realtime broker closed');
      }
      client = connection;
      failures = 0;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  async function notify(message: BrokerMessage) {
    await options.db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${encodeMessage(message)})`);
  }

  return {
    async publish(area, data = {}, publishOptions = {}) {
      const event = createEvent(area, data, publishOptions.type);
      await notify({ kind: 'event', event });
      return event;
    },
    async revokeSessions(familyIds) {
      for (let start = 0; start < familyIds.length; start += REVOKE_BATCH) {
        await notify({ kind: 'revoke', familyIds: familyIds.slice(start, start + REVOKE_BATCH) });
      }
    },
    async subscribe(listener) {
      listeners.add(listener);
      try {
        await listen();
      } catch (error) {
        listeners.delete(listener);
        throw error;
      }
      return () => {
        listeners.delete(listener);
      };
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      listeners.clear();
      await connecting?.catch(() => undefined);
      const connection = client;
      client = null;
      await connection?.end().catch(() => undefined);
    },
  };
}
