/**
 * A real HTTP server for tests (ARCHITECTURE §6: a real local server, never mocks of ky). Listens on an
 * ephemeral port, reads every request body completely and records it byte for byte.
 * Test-only: named `*.test-util.ts` so it stays out of the package build.
 */
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the server received it. */
export interface RecordedRequest {
  readonly method: string;
  /** Path and query, e.g. `/o/token/?a=1`. */
  readonly url: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  /** The raw body bytes. */
  readonly body: Buffer;
}

/** Answers one request. */
export type TestHandler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

/** A running test server. */
export interface TestServer {
  /** `http://127.0.0.1:{port}` without trailing slash. */
  readonly url: string;
  /** Every request received so far, in arrival order. */
  readonly requests: RecordedRequest[];
  /** Replaces the handler. */
  handle(handler: TestHandler): void;
  close(): Promise<void>;
}

/** Starts a server on 127.0.0.1 with an ephemeral port. */
export async function startTestServer(
  handler: TestHandler = (_request, response) => sendJson(response, 404, {}),
): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  let current = handler;
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const parsed = new URL(incoming.url ?? '/', 'http://localhost');
      const recorded: RecordedRequest = {
        method: incoming.method ?? 'GET',
        url: incoming.url ?? '/',
        path: parsed.pathname,
        query: parsed.searchParams,
        headers: incoming.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(recorded);
      Promise.resolve(current(recorded, response)).catch((error: unknown) => {
        response.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Sends a JSON answer. */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

/** Resolves after `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
