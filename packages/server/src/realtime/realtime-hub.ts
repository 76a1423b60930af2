import type { AreaListener } from './areas';
import { mayListen } from './areas';
import type { BrokerMessage, RealtimeBroker, RealtimeEvent } from './broker';

/** Keep-alive comment interval: proxies and load balancers close connections idle for 30–60 s. */
export const HEARTBEAT_MS = 15_000;

/** Events kept per process for `Last-Event-ID` resumption. */
export const REPLAY_SIZE = 500;

/** A stream whose unsent output exceeds this is a client that stopped reading: it is dropped. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** Streams one member may keep open in one process: each page (or tab) embedding the widgets opens one. */
export const MAX_STREAMS_PER_USER = 10;

/** Streams one process keeps open; more processes serve more (they share events through the broker). */
export const MAX_STREAMS = 5000;

/** A stream refused because a limit is reached: the member's own, or the process's. */
export class RealtimeLimitError extends Error {
  override readonly name = 'RealtimeLimitError';
  constructor(readonly limit: 'user' | 'process') {
    super(`realtime stream limit reached (${limit})`);
  }
}

/** One open event stream, as the hub sees it. */
export interface HubConnection {
  readonly listener: AreaListener;
  /** The token family of the realtime token; its revocation closes the stream. */
  readonly familyId: string;
  /** Only these areas (already checked against {@link mayListen}), or null for every area allowed. */
  readonly areas: readonly string[] | null;
  /** Writes raw `text/event-stream` text. */
  write(text: string): void;
  /** Bytes written but not yet flushed to the socket. */
  bufferedBytes(): number;
  /** Ends the stream. */
  end(): void;
}

/** Options of {@link createRealtimeHub}. */
export interface RealtimeHubOptions {
  readonly broker: RealtimeBroker;
  /** @default {@link HEARTBEAT_MS} */
  readonly heartbeatMs?: number;
  /** @default {@link REPLAY_SIZE} */
  readonly replaySize?: number;
  /** @default {@link MAX_STREAMS_PER_USER} */
  readonly maxStreamsPerUser?: number;
  /** @default {@link MAX_STREAMS} */
  readonly maxStreams?: number;
}

/** The open event streams of one process. */
export interface RealtimeHub {
  /**
   * Starts delivering to a stream (after replaying the events after `lastEventId`, when this process still
   * has them). Resolves once the broker listens; returns the function that detaches the stream.
   * @throws {RealtimeLimitError} when the member or the process has as many streams as allowed
   */
  attach(connection: HubConnection, lastEventId?: string): Promise<() => void>;
  /** Number of open streams. */
  readonly size: number;
  /** Ends every stream and stops listening (server shutdown). */
  close(): Promise<void>;
}

/** One event in `text/event-stream` form. */
export function formatEvent(event: RealtimeEvent): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

function accepts(connection: HubConnection, area: string): boolean {
  return connection.areas === null ? mayListen(connection.listener, area) : connection.areas.includes(area);
}

/**
 * Creates the hub: one broker subscription and one heartbeat timer for all the process's streams; events go
 * to the streams allowed to hear their area, revocations close the streams of the revoked sessions.
 */
export function createRealtimeHub(options: RealtimeHubOptions): RealtimeHub {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const replaySize = options.replaySize ?? REPLAY_SIZE;
  const maxStreamsPerUser = options.maxStreamsPerUser ?? MAX_STREAMS_PER_USER;
  const maxStreams = options.maxStreams ?? MAX_STREAMS;
  const connections = new Set<HubConnection>();
  const recent: RealtimeEvent[] = [];
  let subscription: Promise<() => void> | null = null;
  let heartbeat: NodeJS.Timeout | undefined;
  let closed = false;

  function send(connection: HubConnection, text: string) {
    if (connection.bufferedBytes() > MAX_BUFFERED_BYTES) {
      connections.delete(connection);
      connection.end();
      return;
    }
    connection.write(text);
  }

  function onMessage(message: BrokerMessage) {
    if (message.kind === 'revoke') {
      const revoked = new Set(message.familyIds);
      for (const connection of [...connections]) {
        if (revoked.has(connection.familyId)) {
          connections.delete(connection);
          connection.end();
        }
      }
      return;
    }
    const { event } = message;
    recent.push(event);
    if (recent.length > replaySize) recent.splice(0, recent.length - replaySize);
    const text = formatEvent(event);
    for (const connection of [...connections]) if (accepts(connection, event.area)) send(connection, text);
  }

  function startHeartbeat() {
    if (heartbeat || heartbeatMs <= 0) return;
    heartbeat = setInterval(() => {
      for (const connection of [...connections]) send(connection, ': keep-alive\n\n');
    }, heartbeatMs);
    heartbeat.unref();
  }

  function stopHeartbeatWhenIdle() {
    if (connections.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
  }

  return {
    async attach(connection, lastEventId) {
      if (closed) throw new Error('realtime hub closed');
      subscription ??= options.broker.subscribe(onMessage).catch((error: unknown) => {
        subscription = null;
        throw error;
      });
      await subscription;
      if (closed) throw new Error('realtime hub closed');
      // Checked after the last await, so streams opened at once cannot all slip under the limits.
      if (connections.size >= maxStreams) throw new RealtimeLimitError('process');
      let own = 0;
      for (const open of connections) if (open.listener.userId === connection.listener.userId) own += 1;
      if (own >= maxStreamsPerUser) throw new RealtimeLimitError('user');
      if (lastEventId) {
        const index = recent.findIndex((event) => event.id === lastEventId);
        if (index !== -1) {
          for (const event of recent.slice(index + 1)) {
            if (accepts(connection, event.area)) send(connection, formatEvent(event));
          }
        }
      }
      connections.add(connection);
      startHeartbeat();
      return () => {
        connections.delete(connection);
        stopHeartbeatWhenIdle();
      };
    },
    get size() {
      return connections.size;
    },
    async close() {
      closed = true;
      clearInterval(heartbeat);
      heartbeat = undefined;
      for (const connection of connections) connection.end();
      connections.clear();
      const unsubscribe = await subscription?.catch(() => undefined);
      unsubscribe?.();
    },
  };
}
