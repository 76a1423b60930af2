import { randomBytes } from 'node:crypto';

/** One realtime event, as every process's event streams send it. */
export interface RealtimeEvent {
  /** Unique id (`id:` on the wire), so a reconnecting client can resume with `Last-Event-ID`. */
  readonly id: string;
  /** The area it belongs to (see src/realtime/areas.ts). */
  readonly area: string;
  /** `event:` on the wire. @default 'ranking' */
  readonly type: string;
  /** `data:` on the wire (JSON); always carries `area`, as core's `rankingEventDataSchema` requires. */
  readonly data: Readonly<Record<string, unknown>> & { readonly area: string };
}

/** What travels between processes. */
export type BrokerMessage =
  | { readonly kind: 'event'; readonly event: RealtimeEvent }
  /** Sessions that ended (sign-out, reuse, block): their open streams close in every process. */
  | { readonly kind: 'revoke'; readonly familyIds: readonly string[] };

/** Receives every broker message. */
export type BrokerListener = (message: BrokerMessage) => void;

/** Options of {@link RealtimeBroker.publish}. */
export interface PublishOptions {
  /** The SSE event name. @default 'ranking' */
  readonly type?: string;
}

/**
 * Fans realtime messages out to every server process: PostgreSQL LISTEN/NOTIFY when the API runs on
 * PostgreSQL (several processes), an in-process emitter on PGlite (one process). Publish after the data
 * the event describes is committed.
 */
export interface RealtimeBroker {
  /**
   * Sends an event to the streams listening to `area`, in every process.
   * @throws RangeError when the area is empty or too long, or the event is larger than {@link MAX_EVENT_BYTES}.
   */
  publish(area: string, data?: Readonly<Record<string, unknown>>, options?: PublishOptions): Promise<RealtimeEvent>;
  /** Closes the event streams of these token families in every process. */
  revokeSessions(familyIds: readonly string[]): Promise<void>;
  /** Listens to every message; resolves once listening (on PostgreSQL: after LISTEN), with the unsubscribe. */
  subscribe(listener: BrokerListener): Promise<() => void>;
  /** Stops listening and releases the connection. */
  close(): Promise<void>;
}

/** Largest serialised message: PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_EVENT_BYTES = 7900;

/** Longest area name. */
export const MAX_AREA_LENGTH = 200;

/** Builds an event, checking the area. */
export function createEvent(area: string, data: Readonly<Record<string, unknown>>, type = 'ranking'): RealtimeEvent {
  if (area === '' || area.length > MAX_AREA_LENGTH) throw new RangeError(`realtime: bad area ${JSON.stringify(area)}`);
  if (!/^[A-Za-z][\w-]*$/.test(type)) throw new RangeError(`realtime: bad event type ${JSON.stringify(type)}`);
  const id = `${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`;
  return { id, area, type, data: { ...data, area } };
}

/** Serialises a message for the wire between processes, refusing what NOTIFY cannot carry. */
export function encodeMessage(message: BrokerMessage): string {
  const text = JSON.stringify(message);
  if (Buffer.byteLength(text, 'utf8') > MAX_EVENT_BYTES) {
    throw new RangeError(`realtime: message larger than ${MAX_EVENT_BYTES} bytes`);
  }
  return text;
}

/** Reads a message from another process; null for anything malformed. */
export function decodeMessage(text: string): BrokerMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const message = value as Partial<Record<string, unknown>>;
  if (message['kind'] === 'revoke' && Array.isArray(message['familyIds'])) {
    return { kind: 'revoke', familyIds: message['familyIds'].filter((id): id is string => typeof id === 'string') };
  }
  const event = message['event'] as Partial<RealtimeEvent> | undefined;
  if (
    message['kind'] === 'event' &&
    typeof event?.id === 'string' &&
    typeof event.area === 'string' &&
    typeof event.type === 'string' &&
    typeof event.data === 'object' &&
    event.data !== null
  ) {
    return {
      kind: 'event',
      event: { id: event.id, area: event.area, type: event.type, data: { ...event.data, area: event.area } },
    };
  }
  return null;
}
