import { createSseParser, createSseRealtime } from '@campus/core';
import type { RankingEvent, RealtimeAdapter } from '@campus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { CampusApp } from '../app';
import { openDatabase } from '../db/open-database';
import { createMemoryBroker } from '../realtime/memory-broker';
import { createRealtimeHub, RealtimeLimitError } from '../realtime/realtime-hub';
import type { HubConnection } from '../realtime/realtime-hub';
import { DEMO_PASSWORD } from '../security/demo-password';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';
import { signIn } from '../test-support/auth-test-helpers.test-util';

interface OpenStream {
  readonly status: number;
  readonly contentType: string | null;
  readonly events: { type: string; id: string; data: unknown }[];
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>;
  close(): void;
}

/** Opens an event stream with fetch and collects its events (core's parser). */
async function openStream(url: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const events: OpenStream['events'] = [];
  const parser = createSseParser({
    onMessage: (message) => events.push({ type: message.type, id: message.id, data: JSON.parse(message.data) }),
  });
  const ended = (async () => {
    if (!response.body || response.status !== 200) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        parser.push(decoder.decode(value, { stream: true }));
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events,
    ended,
    close: () => controller.abort(),
  };
}

const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([
    promise,
    new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms)),
  ]);

describeEachDatabase('GET /api/realtime/', (kind) => {
  const context = useTestApp(kind, { seed: true });
  let base = '';
  const adapters: RealtimeAdapter[] = [];
  const streams: OpenStream[] = [];

  beforeAll(async () => {
    base = await context.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => {
    for (const adapter of adapters) adapter.close();
    for (const stream of streams) stream.close();
  });

  const adapter = (query = '') => {
    const created = createSseRealtime({
      url: `${base}/api/realtime/${query}`,
      reconnect: { initialDelay: 20, maxDelay: 100, jitter: false },
    });
    adapters.push(created);
    return created;
  };
  const stream = async (query: string, headers: Record<string, string> = {}) => {
    const opened = await openStream(`${base}/api/realtime/${query}`, headers);
    streams.push(opened);
    return opened;
  };
  const me = async (accessToken: string) =>
    (
      await context.app.inject({ method: 'GET', url: '/api/me/', headers: { authorization: `Bearer ${accessToken}` } })
    ).json() as { id: number; selected_client_id: number };

  it('delivers each event only to the streams allowed to hear its area (core’s SSE client)', async () => {
    const agentTokens = await signIn(context.app, 'agent', DEMO_PASSWORD);
    const ownerTokens = await signIn(context.app, 'owner', DEMO_PASSWORD);
    const agent = await me(agentTokens.access_token);
    const owner = await me(ownerTokens.access_token);
    const clientArea = `client:${agent.selected_client_id}`;

    const agentLive = adapter();
    const ownerLive = adapter();
    const received: Record<string, RankingEvent[]> = { agent: [], owner: [], ownerOnAgent: [] };
    agentLive.subscribe(`user:${agent.id}`, (event) => received['agent']?.push(event));
    agentLive.subscribe(clientArea, (event) => received['agent']?.push(event));
    ownerLive.subscribe(`user:${owner.id}`, (event) => received['owner']?.push(event));
    ownerLive.subscribe(clientArea, (event) => received['owner']?.push(event));
    ownerLive.subscribe(`user:${agent.id}`, (event) => received['ownerOnAgent']?.push(event));
    await agentLive.signIn(agentTokens.user_firebase_token ?? '');
    await ownerLive.signIn(ownerTokens.user_firebase_token ?? '');

    await context.app.realtime.publish(`user:${agent.id}`, { points: 120 });
    await context.app.realtime.publish(`user:${owner.id}`, { points: 80 });
    await context.app.realtime.publish(clientArea, { leader: agent.id });
    await context.app.realtime.publish('client:999999', { leader: 1 });

    await expect.poll(() => received['agent']?.length).toBe(2);
    await expect.poll(() => received['owner']?.length).toBe(2);
    expect(received['agent']?.map((event) => event.data)).toEqual([
      { area: `user:${agent.id}`, points: 120 },
      { area: clientArea, leader: agent.id },
    ]);
    expect(received['agent']?.[0]).toMatchObject({ type: 'ranking', id: expect.any(String) });
    expect(received['owner']?.map((event) => event.area)).toEqual([`user:${owner.id}`, clientArea]);
    expect(received['ownerOnAgent']).toEqual([]);
  });

  it('narrows a stream to ?areas= and refuses areas that are not the user’s', async () => {
    const tokens = await signIn(context.app, 'learner', DEMO_PASSWORD);
    const learner = await me(tokens.access_token);
    const store = `client:${learner.selected_client_id}:store:7`;
    const auth = { authorization: `Bearer ${tokens.user_firebase_token}` };
    const narrow = await stream(`?areas=${encodeURIComponent(store)}`, auth);
    expect(narrow.status).toBe(200);
    expect(narrow.contentType).toMatch(/^text\/event-stream/);
    await context.app.realtime.publish(`client:${learner.selected_client_id}`, { n: 1 });
    await context.app.realtime.publish(store, { n: 2 });
    await expect.poll(() => narrow.events.length).toBe(1);
    expect(narrow.events[0]).toMatchObject({ type: 'ranking', data: { area: store, n: 2 } });

    const foreign = await stream(`?areas=user:${learner.id},user:1${learner.id}`, auth);
    expect(foreign.status).toBe(403);
  });

  it('authenticates by bearer header or ?token=, and only with a realtime token', async () => {
    const tokens = await signIn(context.app, 'learner', DEMO_PASSWORD);
    expect((await stream('')).status).toBe(401);
    expect((await stream('', { authorization: 'Bearer wrong' })).status).toBe(401);
    expect((await stream('', { authorization: `Bearer ${tokens.access_token}` })).status).toBe(401);
    const byQuery = await stream(`?token=${tokens.user_firebase_token}`);
    expect(byQuery.status).toBe(200);
  });

  it('replays what was missed after Last-Event-ID', async () => {
    const tokens = await signIn(context.app, 'instructor', DEMO_PASSWORD);
    const instructor = await me(tokens.access_token);
    const area = `user:${instructor.id}`;
    const first = await context.app.realtime.publish(area, { n: 1 });
    await context.app.realtime.publish(area, { n: 2 });
    await context.app.realtime.publish(`user:${instructor.id}:badges`, { n: 3 });
    const resumed = await stream('', {
      authorization: `Bearer ${tokens.user_firebase_token}`,
      'last-event-id': first.id,
    });
    await expect.poll(() => resumed.events.map((event) => (event.data as { n: number }).n)).toEqual([2, 3]);
  });

  it('closes the streams of a session when it signs out, and refuses its realtime token afterwards', async () => {
    const tokens = await signIn(context.app, 'auditor', DEMO_PASSWORD);
    const open = await stream('', { authorization: `Bearer ${tokens.user_firebase_token}` });
    expect(open.status).toBe(200);
    const logout = await context.app.inject({
      method: 'POST',
      url: '/api/logout/',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(logout.statusCode).toBe(204);
    await within(open.ended, 3000, 'stream end after logout');
    expect((await stream('', { authorization: `Bearer ${tokens.user_firebase_token}` })).status).toBe(401);
  });

  if (kind === 'postgres') {
    it('delivers events published by another server process on the same database', async () => {
      const tokens = await signIn(context.app, 'moderator', DEMO_PASSWORD);
      const moderator = await me(tokens.access_token);
      const open = await stream('', { authorization: `Bearer ${tokens.user_firebase_token}` });
      const otherDatabase = await openDatabase({ ...context.config, databasePoolMax: 2 });
      let other: CampusApp | undefined;
      try {
        other = await buildApp({ config: context.config, database: otherDatabase, logger: false });
        await other.ready();
        await other.realtime.publish(`user:${moderator.id}`, { from: 'other process' });
        await expect
          .poll(() => open.events.map((event) => event.data))
          .toEqual([{ area: `user:${moderator.id}`, from: 'other process' }]);
        // A sign-out handled by the other process closes this process's stream too.
        const logout = await other.inject({
          method: 'POST',
          url: '/api/logout/',
          headers: { authorization: `Bearer ${tokens.access_token}` },
        });
        expect(logout.statusCode).toBe(204);
        await within(open.ended, 3000, 'stream end after logout elsewhere');
      } finally {
        await other?.close();
        await otherDatabase.close();
      }
    });
  }

  it('does not keep the server from shutting down', async () => {
    const secondDatabase = kind === 'postgres' ? await openDatabase({ ...context.config, databasePoolMax: 2 }) : null;
    const app = await buildApp({ config: context.config, database: secondDatabase ?? context.database, logger: false });
    try {
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      const tokens = await signIn(context.app, 'agent', DEMO_PASSWORD);
      const open = await openStream(`${url}/api/realtime/`, { authorization: `Bearer ${tokens.user_firebase_token}` });
      streams.push(open);
      expect(open.status).toBe(200);
      await within(app.close(), 5000, 'app.close() with an open stream');
      await within(open.ended, 3000, 'stream end at shutdown');
    } finally {
      await app.close();
      await secondDatabase?.close();
    }
  });
});

describe('realtime hub', () => {
  const connection = (userId: string, written: string[], areas: string[] | null = null): HubConnection => ({
    listener: { userId, clientId: '1' },
    familyId: `family-${userId}`,
    areas,
    write: (text) => written.push(text),
    bufferedBytes: () => 0,
    end: () => written.push('<end>'),
  });

  it('sends keep-alive comments and stops when the last stream leaves', async () => {
    const broker = createMemoryBroker();
    const hub = createRealtimeHub({ broker, heartbeatMs: 20 });
    const written: string[] = [];
    const detach = await hub.attach(connection('5', written));
    await expect.poll(() => written.filter((text) => text === ': keep-alive\n\n').length).toBeGreaterThanOrEqual(2);
    detach();
    expect(hub.size).toBe(0);
    const count = written.length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(written.length).toBe(count);
    await hub.close();
    await broker.close();
  });

  it('keeps a member to their share of streams, and the process to its own', async () => {
    const broker = createMemoryBroker();
    const hub = createRealtimeHub({ broker, heartbeatMs: 0, maxStreamsPerUser: 2, maxStreams: 3 });
    const detachFirst = await hub.attach(connection('5', []));
    await hub.attach(connection('5', []));
    await expect(hub.attach(connection('5', []))).rejects.toEqual(new RealtimeLimitError('user'));
    await hub.attach(connection('6', []));
    await expect(hub.attach(connection('7', []))).rejects.toEqual(new RealtimeLimitError('process'));
    detachFirst();
    await hub.attach(connection('5', []));
    expect(hub.size).toBe(3);
    await hub.close();
    await broker.close();
  });

  it('formats events for core’s parser and drops streams that stopped reading', async () => {
    const broker = createMemoryBroker();
    const hub = createRealtimeHub({ broker, heartbeatMs: 0 });
    const written: string[] = [];
    const stalled: string[] = [];
    await hub.attach(connection('5', written));
    await hub.attach({ ...connection('6', stalled), bufferedBytes: () => 2 * 1024 * 1024 });
    const event = await broker.publish('client:1', { points: 3 }, { type: 'ranking' });
    await expect.poll(() => written.length).toBe(1);
    expect(written[0]).toBe(`id: ${event.id}\nevent: ranking\ndata: {"points":3,"area":"client:1"}\n\n`);
    expect(stalled).toEqual(['<end>']);
    expect(hub.size).toBe(1);
    await expect(broker.publish('', {})).rejects.toThrow(RangeError);
    await expect(broker.publish('client:1', { big: 'x'.repeat(9000) })).rejects.toThrow(RangeError);
    await hub.close();
    expect(written.at(-1)).toBe('<end>');
    await broker.close();
  });
});
