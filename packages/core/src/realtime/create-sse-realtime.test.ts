import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../errors/http-error.js';
import { NetworkError } from '../errors/network-error.js';
import { sendJson, startTestServer } from '../api/test-server.test-util.js';
import type { RecordedRequest, TestServer } from '../api/test-server.test-util.js';
import { createSseRealtime } from './create-sse-realtime.js';
import type { RealtimeAdapter, RankingEvent } from './realtime-adapter.js';

let server: TestServer;
let streams: ServerResponse[];
let adapter: RealtimeAdapter | undefined;

beforeEach(async () => {
  streams = [];
  server = await startTestServer((request: RecordedRequest, response) => {
    if (request.headers.authorization === 'Bearer refused')
      return sendJson(response, 401, { code: 'invalid_token', message: 'no' });
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
    response.write(': connected\n\n');
    streams.push(response);
    return undefined;
  });
});
afterEach(async () => {
  adapter?.close();
  await server.close();
});

const realtime = () => {
  adapter = createSseRealtime({
    url: `${server.url}/realtime/`,
    reconnect: { initialDelay: 10, maxDelay: 50, jitter: false },
  });
  return adapter;
};
const send = (stream: ServerResponse | undefined, text: string) => stream?.write(text);

describe('SSE realtime adapter', () => {
  it('signs in with a bearer token and delivers events only to the subscribers of their area', async () => {
    const live = realtime();
    const north: RankingEvent[] = [];
    const south: RankingEvent[] = [];
    live.subscribe('north', (event) => north.push(event));
    const stopSouth = live.subscribe('south', (event) => south.push(event));
    await live.signIn('rt-1');
    expect(server.requests[0]?.headers).toMatchObject({ authorization: 'Bearer rt-1', accept: 'text/event-stream' });

    send(streams[0], 'event: ranking\nid: 1\ndata: {"area":"north","user_id":3,"points":120}\n\n');
    send(streams[0], 'event: ranking\nid: 2\ndata: {"area":"south","user_id":4,"points":80}\n\n');
    send(streams[0], 'data: not json\n\n');
    await expect.poll(() => south.length).toBe(1);
    expect(north).toEqual([
      { area: 'north', type: 'ranking', id: '1', data: { area: 'north', user_id: 3, points: 120 } },
    ]);
    expect(south[0]?.data).toEqual({ area: 'south', user_id: 4, points: 80 });

    stopSouth();
    send(streams[0], 'event: ranking\nid: 3\ndata: {"area":"south","points":1}\n\n');
    send(streams[0], 'event: ranking\nid: 4\ndata: {"area":"north","points":2}\n\n');
    await expect.poll(() => north.length).toBe(2);
    expect(south).toHaveLength(1);
  });

  it('reconnects after the server drops the stream, resuming from Last-Event-ID', async () => {
    const live = realtime();
    const events: RankingEvent[] = [];
    live.subscribe('north', (event) => events.push(event));
    await live.signIn('rt-1');
    send(streams[0], 'id: 10\ndata: {"area":"north","n":1}\n\n');
    await expect.poll(() => events.length).toBe(1);

    streams[0]?.socket?.destroy(); // server drops the connection
    await expect.poll(() => streams.length, { timeout: 2000 }).toBe(2);
    expect(server.requests[1]?.headers).toMatchObject({ authorization: 'Bearer rt-1', 'last-event-id': '10' });
    send(streams[1], 'id: 11\ndata: {"area":"north","n":2}\n\n');
    await expect.poll(() => events.map((event) => event.data['n'])).toEqual([1, 2]);

    streams[1]?.end(); // a clean end of stream also reconnects
    await expect.poll(() => streams.length, { timeout: 2000 }).toBe(3);
  });

  it('a new signIn replaces the connection; close stops reconnecting', async () => {
    const live = realtime();
    await live.signIn('rt-1');
    await live.signIn('rt-2');
    expect(server.requests.map((request) => request.headers.authorization)).toEqual(['Bearer rt-1', 'Bearer rt-2']);
    live.close();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(server.requests).toHaveLength(2);
  });

  it('a refused token rejects signIn with HttpError and does not retry', async () => {
    const live = realtime();
    const error = await live.signIn('refused').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, code: 'invalid_token' });
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(server.requests).toHaveLength(1);
  });

  it('an unreachable server rejects signIn with NetworkError and keeps retrying until it is back', async () => {
    const url = server.url;
    await server.close();
    adapter = createSseRealtime({
      url: `${url}/realtime/`,
      reconnect: { initialDelay: 10, maxDelay: 20, jitter: false },
    });
    await expect(adapter.signIn('rt-1')).rejects.toBeInstanceOf(NetworkError);
    adapter.close();
    server = await startTestServer();
  });
});
