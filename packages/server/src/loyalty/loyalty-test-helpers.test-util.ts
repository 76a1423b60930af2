import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { beforeAll } from 'vitest';
import type { CampusApp } from '../app';
import type { CampusDb } from '../db/database';
import { stores, users } from '../db/schema';
import { productToday } from '../shared/product-time';
import { signIn } from '../test-support/auth-test-helpers.test-util';
import { DEMO_PASSWORD } from '../test-support/demo-credentials.test-util';
import type { TestApp } from '../test-support/test-app.test-util';

/** Bearer tokens of demo users, signed in once per app. */
export async function demoTokens<const N extends string>(app: CampusApp, names: readonly N[]) {
  const entries = await Promise.all(
    names.map(async (name) => [name, (await signIn(app, name, DEMO_PASSWORD)).access_token] as const),
  );
  return Object.fromEntries(entries) as Record<N, string>;
}

/** A file part of a multipart body. */
export interface FilePart {
  readonly bytes: Buffer;
  readonly filename?: string;
  readonly contentType?: string;
}

/** A `multipart/form-data` body built by hand (inject needs the bytes), with its content type. */
export function multipart(fields: Record<string, string>, files: Record<string, FilePart> = {}) {
  const boundary = `----campus${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename ?? 'photo.jpg'}"\r\n` +
          `Content-Type: ${file.contentType ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs a multipart form with a bearer token and optional extra headers. */
export function postMultipart(
  app: CampusApp,
  url: string,
  token: string,
  fields: Record<string, string>,
  files: Record<string, FilePart> = {},
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const body = multipart(fields, files);
  return app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType, ...headers },
  });
}

/** A JSON request with a bearer token (and optional extra headers). */
export function sendJson(
  app: CampusApp,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/** A small real JPEG carrying EXIF metadata (a copyright and a camera model), to check it is stripped. */
export async function jpegWithExif(seed = 1): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: seed % 255, b: 90 } } })
    .withExif({ IFD0: { Copyright: 'Secret Owner', Model: 'Spy Camera 3000' } })
    .jpeg()
    .toBuffer();
}

/** The product's today plus `days`, `YYYY-MM-DD`. */
export function dayFromToday(days: number): string {
  return new Date(Date.parse(`${productToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Ids of demo stores by name, and of demo users by username. */
export async function demoIds(db: CampusDb) {
  const storeRows = await db.select({ id: stores.id, name: stores.name, chainId: stores.chainId }).from(stores);
  const userRows = await db.select({ id: users.id, username: users.username }).from(users);
  const store = (name: string) => {
    const row = storeRows.find((entry) => entry.name === name);
    if (!row) throw new Error(`no store ${name}`);
    return row;
  };
  const user = (username: string) => {
    const row = userRows.find((entry) => entry.username === username);
    if (!row) throw new Error(`no user ${username}`);
    return row.id;
  };
  return { store, user };
}

/** What {@link demoIds} finds. */
export type DemoIds = Awaited<ReturnType<typeof demoIds>>;

/**
 * {@link demoTokens} once per suite, in a `beforeAll` registered where it is called: call it after `useTestApp`.
 * The record is filled in place, so tests read `tokens.agent` as with a `let` assigned in `beforeAll`.
 */
export function useDemoTokens<const N extends string>(context: Pick<TestApp, 'app'>, names: readonly N[]) {
  const tokens = {} as Record<N, string>;
  beforeAll(async () => {
    Object.assign(tokens, await demoTokens(context.app, names));
  });
  return tokens;
}

/** {@link demoIds} once per suite, filled in place like {@link useDemoTokens}. */
export function useDemoIds(context: Pick<TestApp, 'database'>): DemoIds {
  const ids = {} as DemoIds;
  beforeAll(async () => {
    Object.assign(ids, await demoIds(context.database.db));
  });
  return ids;
}

/** The fields of a valid sale of the agent at Horizonte Paulista today (photo to be added). */
export function saleFields(
  store: { id: number; chainId: number },
  overrides: Partial<Record<'sale_date' | 'invoice_number' | 'observation' | 'products', string>> = {},
) {
  return {
    retailer: String(store.chainId),
    store: String(store.id),
    sale_date: productToday(),
    invoice_number: `NF-${randomBytes(4).toString('hex')}`,
    observation: 'Venda de teste',
    products: JSON.stringify([{ sku: 'NB-BRI-I3-12', quantity: 2 }]),
    ...overrides,
  };
}

/** Reads a user id by username. */
export async function userIdOf(db: CampusDb, username: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(username);
  return row.id;
}
