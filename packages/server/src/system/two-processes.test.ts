import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { sales } from '../db/schema';
import { demoIds, jpegWithExif, saleFields } from '../loyalty/loyalty-test-helpers.test-util';
import { S3RVER_CREDENTIALS, startS3TestServer } from '../storage/s3-test-server.test-util';
import { DEMO_CLIENT_BASIC, DEMO_PASSWORD } from '../test-support/demo-credentials.test-util';
import { startReferenceApi } from '../test-support/reference-api-process.test-util';
import type { ReferenceApi } from '../test-support/reference-api-process.test-util';
import { createTestDatabase, TEST_DATABASE_URL } from '../test-support/test-app.test-util';

/*
 * Issue 18, "scale out": two API processes on one PostgreSQL behind a round-robin proxy, as a load balancer
 * would place them. Whatever process a request lands on, sign-in limits, idempotency keys, uploads and realtime
 * events hold, since each lives in the database (the realtime broker uses LISTEN/NOTIFY) or, for the uploaded
 * files' bytes, in one S3 bucket both processes use.
 */

/** A proxy sending each request to the next of `targets` in turn. */
async function roundRobin(targets: readonly string[]) {
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const target = new URL(targets[next++ % targets.length] ?? '');
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)) };
}

const passwordGrant = (url: string, username: string, password: string) =>
  fetch(`${url}/o/token/`, {
    method: 'POST',
    headers: { authorization: DEMO_CLIENT_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password }),
  });

/** Reads an event stream until `predicate` holds for what arrived, or `timeoutMs` passed. */
async function readStreamUntil(response: Response, predicate: (text: string) => boolean, timeoutMs: number) {
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no stream');
  const decoder = new TextDecoder();
  let text = '';
  const timer = setTimeout(() => void reader.cancel(), timeoutMs);
  try {
    while (!predicate(text)) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    clearTimeout(timer);
    await reader.cancel().catch(() => undefined);
  }
  return text;
}

it.runIf(TEST_DATABASE_URL)(
  'holds sign-in limits, idempotency keys, uploads and realtime events across two processes [postgres]',
  async () => {
    const target = await createTestDatabase('postgres', { migrate: false });
    const s3 = await startS3TestServer(['campus-two-processes']);
    const env = {
      DATABASE_URL: String(target.config.databaseUrl),
      CAMPUS_STORAGE_URL: `s3://campus-two-processes?endpoint=${s3.endpoint}`,
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    };
    const apis: ReferenceApi[] = [];
    let proxy: Awaited<ReturnType<typeof roundRobin>> | undefined;
    try {
      // One after the other: the first migrates and seeds, the second finds both done.
      apis.push(await startReferenceApi({ env }));
      apis.push(await startReferenceApi({ env }));
      const [first, second] = apis as [ReferenceApi, ReferenceApi];
      proxy = await roundRobin([first.url, second.url]);
      const db = target.database.db;

      const grant = await passwordGrant(proxy.url, 'agent', DEMO_PASSWORD);
      expect(grant.status).toBe(200);
      const tokens = (await grant.json()) as { access_token: string; user_firebase_token: string };
      const authorization = `Bearer ${tokens.access_token}`;

      // Realtime: a stream on the first process hears a sale sent to the second.
      const stream = await fetch(`${first.url}/api/realtime/`, {
        headers: { authorization: `Bearer ${tokens.user_firebase_token}` },
      });
      expect(stream.status).toBe(200);

      // Idempotency: one sale sent twice with one key, through the proxy (so once to each process).
      const store = (await demoIds(db)).store('Horizonte Paulista');
      const photo = new Uint8Array(await jpegWithExif());
      const invoice = `TWO-${randomBytes(6).toString('hex')}`;
      const fields = saleFields(store, { invoice_number: invoice });
      const sell = () => {
        const form = new FormData();
        for (const [name, value] of Object.entries(fields)) form.set(name, value);
        form.set('invoice_photo', new Blob([photo], { type: 'image/jpeg' }), 'nota.jpg');
        return fetch(`${proxy?.url}/api/sales/`, {
          method: 'POST',
          headers: { authorization, 'idempotency-key': `two-${invoice}` },
          body: form,
        });
      };
      const once1 = await sell();
      const once2 = await sell();
      expect([once1.status, once2.status]).toEqual([201, 201]);
      expect(await once2.text()).toBe(await once1.text());
      expect(await db.select().from(sales).where(eq(sales.invoiceNumber, invoice))).toHaveLength(1);
      const heard = await readStreamUntil(stream, (text) => /event: ranking/.test(text), 20_000);
      expect(heard).toMatch(/event: ranking\ndata: \{.*"area":"/);

      // Uploads: the invoice photo reads the same from either process.
      const mine = await fetch(`${proxy.url}/api/sales/?page_size=1`, { headers: { authorization } });
      const { results } = (await mine.json()) as { results: { invoice_photo_url: string }[] };
      const photoPath = results[0]?.invoice_photo_url ?? '';
      for (const api of apis) {
        const file = await fetch(`${api.url}${photoPath}`, { headers: { authorization } });
        expect(file.status).toBe(200);
        expect(file.headers.get('content-type')).toBe('image/jpeg');
      }

      // Sign-in limits: wrong passwords spread over both processes slow the account down on both. Five are free;
      // each one after waits twice as long after the latest (1 s, then 2 s), so seven leave a 4 s wait.
      for (const pause of [0, 0, 0, 0, 0, 1_100, 2_100]) {
        await new Promise((resolve) => setTimeout(resolve, pause));
        expect((await passwordGrant(proxy.url, 'learner', 'wrong-password')).status).toBe(400);
      }
      for (const api of apis) {
        const locked = await passwordGrant(api.url, 'learner', DEMO_PASSWORD);
        expect(locked.status).toBe(429);
        expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    } finally {
      await proxy?.close();
      await Promise.all(apis.map((api) => api.stop()));
      await target.dispose();
      await s3.close();
    }
  },
  300_000,
);
