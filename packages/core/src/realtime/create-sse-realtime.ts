import { HttpError } from '../errors/http-error.js';
import { NetworkError } from '../errors/network-error.js';
import { requestSummary } from '../errors/request-summary.js';
import { rankingEventDataSchema } from '../schemas/ranking-event.js';
import { createAreaListeners } from './area-listeners.js';
import { backoffDelay, waitFor } from './backoff.js';
import type { BackoffOptions } from './backoff.js';
import type { RealtimeAdapter } from './realtime-adapter.js';
import { createSseParser } from './sse-parser.js';
import type { SseMessage } from './sse-parser.js';

/** Options of {@link createSseRealtime}. */
export interface SseRealtimeOptions {
  /** The event-stream URL of the realtime backend (absolute). */
  url: string;
  /** The fetch to use; it must stream response bodies. @default globalThis.fetch, looked up at each connection */
  fetch?: typeof fetch;
  /** Reconnection timing. */
  reconnect?: BackoffOptions;
}

/** Statuses after which reconnecting cannot help until a new `signIn`. 204 is the standard's "stop". */
const FATAL_STATUSES = new Set([204, 400, 401, 403, 404]);

/**
 * A {@link RealtimeAdapter} over Server-Sent Events read with `fetch` streaming, so the realtime token can
 * travel in an `Authorization: Bearer` header (`EventSource` cannot send headers, and a token in the URL
 * ends up in logs). Events whose JSON `data` has an `area` reach that area's subscribers.
 *
 * After a drop it reconnects with exponential backoff, sending `Last-Event-ID` so the server can replay
 * what was missed. `signIn` resolves when the stream is open and rejects on the first failure (`HttpError`,
 * `NetworkError`); after a network error or 5xx it keeps reconnecting in the background, after 401/403/404
 * it stops until the next `signIn`.
 */
export function createSseRealtime(options: SseRealtimeOptions): RealtimeAdapter {
  const listeners = createAreaListeners();
  const summary = requestSummary('GET', options.url);
  let lastEventId = '';
  let baseDelay = options.reconnect?.initialDelay ?? 1000;
  let controller: AbortController | null = null;

  function deliver(message: SseMessage) {
    if (message.id !== '') lastEventId = message.id;
    let json: unknown;
    try {
      json = JSON.parse(message.data);
    } catch {
      return; // keep-alives and foreign events carry no ranking data
    }
    const data = rankingEventDataSchema.safeParse(json);
    if (!data.success) return;
    listeners.dispatch({ area: data.data.area, type: message.type, id: message.id || null, data: data.data });
  }

  /** Opens one connection; resolves with the open stream, or throws `HttpError` / `NetworkError`. */
  async function connect(signal: AbortSignal, currentToken: string): Promise<ReadableStream<Uint8Array>> {
    const headers: Record<string, string> = { accept: 'text/event-stream', authorization: `Bearer ${currentToken}` };
    if (lastEventId !== '') headers['last-event-id'] = lastEventId;
    let response: Response;
    try {
      response = await (options.fetch ?? globalThis.fetch)(options.url, { headers, signal, cache: 'no-store' });
    } catch (error) {
      throw signal.aborted ? error : new NetworkError(summary, error);
    }
    const isStream = response.headers.get('content-type')?.startsWith('text/event-stream') ?? false;
    if (response.status !== 200 || !isStream || !response.body) {
      throw await HttpError.fromResponse(response, summary);
    }
    return response.body;
  }

  async function read(body: ReadableStream<Uint8Array>) {
    const parser = createSseParser({
      onMessage: deliver,
      onRetry: (ms) => {
        baseDelay = ms;
      },
    });
    const decoder = new TextDecoder();
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.push(decoder.decode(value, { stream: true }));
    }
  }

  /** Keeps one sign-in's connection alive until aborted or refused; settles `opened` after the first try. */
  async function run(
    signal: AbortSignal,
    currentToken: string,
    opened: { resolve(): void; reject(error: unknown): void },
  ) {
    let attempt = 0;
    let settled = false;
    while (!signal.aborted) {
      try {
        const body = await connect(signal, currentToken);
        attempt = 0;
        if (!settled) opened.resolve();
        settled = true;
        await read(body);
      } catch (error) {
        if (signal.aborted) break;
        if (!settled) opened.reject(error);
        settled = true;
        if (error instanceof HttpError && (FATAL_STATUSES.has(error.status) || error.status < 300)) return;
      }
      await waitFor(backoffDelay(attempt++, baseDelay, options.reconnect), signal);
    }
    if (!settled) opened.reject(new DOMException('Realtime sign-in was replaced or closed', 'AbortError'));
  }

  function close() {
    controller?.abort();
    controller = null;
  }

  return {
    signIn(next) {
      close();
      const current = new AbortController();
      controller = current;
      return new Promise<void>((resolve, reject) => {
        void run(current.signal, next, { resolve, reject });
      });
    },
    subscribe: (area, listener) => listeners.subscribe(area, listener),
    close,
  };
}
