import { randomInt } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type { CampusApp } from '../app';
import { demoTokens } from '../loyalty/loyalty-test-helpers.test-util';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';
import { OPENAPI_PATH } from './openapi';

/*
 * Issue 18, "always-on checks": every operation of the OpenAPI document gets malformed input — bodies of the wrong
 * type, NUL bytes, 10 KB strings, huge numbers, odd unicode, bad content types, truncated multipart, path
 * parameters that are not ids or far too long, junk queries — anonymously and as a signed-in member. No answer
 * may be a 5xx (but a 503 that says so), every refusal is `{ code, message }`, and an operation that needs a
 * bearer token refuses anonymous callers with 401 before it reads their input.
 */

interface Operation {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path template, `/api/rewards/{id}/`. */
  readonly template: string;
  readonly bearerOnly: boolean;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Operations whose success would end the member's own session or stream forever: fuzzed anonymously only. */
const MEMBER_SKIPPED = /\/(logout|realtime|sessions)\//;

/**
 * Operations a browser posts forms to and that answer pages, refusals included, as the service they stand for does:
 * the development SENCE (issue 26). Their refusals are HTML pages, never a 5xx.
 */
const PAGE_OPERATIONS = /^\/dev\/sence\//;

const NASTY_STRINGS = ['', '\u0000', 'a\u0000b', '\uD800', '😀'.repeat(50), 'x'.repeat(10_240), '%00', '../../etc'];
const NASTY_VALUES: readonly unknown[] = [
  ...NASTY_STRINGS,
  0,
  -1,
  2 ** 31,
  1e308,
  -1e308,
  0.5,
  true,
  null,
  [],
  [null],
  {},
];
const PATH_VALUES = ['0', '-1', 'abc', '99999999999999999999', '%00', '%F0%9F%98%80', '1.5', '7'.repeat(150)];

function operationsOf(document: { paths: Record<string, Record<string, { security?: object[] }>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([template, item]) =>
    METHODS.filter((method) => item[method] !== undefined).map((method) => {
      const security = item[method]?.security ?? [];
      // Bearer-only: every way to call it names the bearer scheme (not client credentials, not anonymous `{}`).
      const bearerOnly =
        security.length > 0 && security.every((requirement) => Object.keys(requirement).join() === 'bearerAuth');
      return { method: method.toUpperCase() as Operation['method'], template, bearerOnly };
    }),
  );
}

const fill = (template: string, value: string) => template.replace(/\{[^}]+\}/g, value);

/** A body of the operation's usual shape but wrong in every field: a few keys it might read, each holding junk. */
function junkObject(): Record<string, unknown> {
  const keys = ['id', 'username', 'password', 'name', 'email', 'store', 'quantity', 'code', 'decision', 'products'];
  return Object.fromEntries(keys.map((key) => [key, NASTY_VALUES[randomInt(NASTY_VALUES.length)]]));
}

/** The malformed requests one operation gets (without authorization). */
function malformedRequests({ method, template }: Operation): InjectOptions[] {
  const url = fill(template, '1');
  const requests: InjectOptions[] = PATH_VALUES.filter(() => template.includes('{')).map((value) => ({
    method,
    url: fill(template, value),
  }));
  requests.push({ method, url: `${url}?page=-1&page_size=1e308&status=%00&limit=${'9'.repeat(400)}&x=%F0` });
  if (method === 'GET' || method === 'DELETE') return requests;
  const bodies: [string, string | Buffer][] = [
    ['application/json', JSON.stringify(junkObject())],
    ['application/json', JSON.stringify(NASTY_VALUES)],
    ['application/json', '{"a":'],
    ['application/json', '"\\u0000"'],
    ['text/plain', 'hello'],
    ['application/x-www-form-urlencoded', 'grant_type=password&username=%00&password='],
    ['multipart/form-data', '--x\r\ncontent-disposition: form-data; name="a"\r\n\r\n1'],
    ['multipart/form-data; boundary=b', '--b\r\ncontent-disposition: form-data; name="store"\r\n\r\n1\r\n--b\r\ncont'],
    ['application/octet-stream', Buffer.from([0, 255, 0, 255])],
  ];
  for (const [contentType, payload] of bodies) {
    requests.push({ method, url, headers: { 'content-type': contentType }, payload });
  }
  return requests;
}

/** Each request from its own address: the fuzz must not trip the sign-in limiter for the ones that follow. */
const randomAddress = () => `198.51.${randomInt(256)}.${randomInt(1, 255)}`;

function describeAnswer(request: InjectOptions, response: LightMyRequestResponse): string {
  return `${String(request.method)} ${String(request.url).slice(0, 120)} (${JSON.stringify(request.headers ?? {})}) → ${response.statusCode} ${response.body.slice(0, 200)}`;
}

/** What is wrong with an answer, or null. A page operation's refusal is a page (see {@link PAGE_OPERATIONS}). */
function problemOf(request: InjectOptions, response: LightMyRequestResponse, page = false): string | null {
  if (response.statusCode >= 500 && response.statusCode !== 503) return `5xx: ${describeAnswer(request, response)}`;
  if (response.statusCode < 400) return null;
  if (page && String(response.headers['content-type']).startsWith('text/html')) return null;
  let body: { code?: unknown; message?: unknown };
  try {
    body = response.json();
  } catch {
    return `not JSON: ${describeAnswer(request, response)}`;
  }
  if (typeof body.code !== 'string' || typeof body.message !== 'string' || body.message === '') {
    return `not { code, message }: ${describeAnswer(request, response)}`;
  }
  return null;
}

/** A path parameter over the router's 100 characters names no route: 404 before any route, its input unread. */
const unroutable = (response: LightMyRequestResponse) =>
  response.statusCode === 404 && response.json<{ code: string }>().code === 'not_found';

async function fuzz(app: CampusApp, operations: readonly Operation[], authorization: string | null) {
  const problems: string[] = [];
  let sentCount = 0;
  for (const operation of operations) {
    for (const request of malformedRequests(operation)) {
      const headers = { ...(request.headers ?? {}), ...(authorization ? { authorization } : {}) };
      const sent = { ...request, headers, remoteAddress: randomAddress() };
      const response = await app.inject(sent);
      sentCount += 1;
      const problem = problemOf(sent, response, PAGE_OPERATIONS.test(operation.template));
      if (problem) problems.push(problem);
      else if (authorization === null && operation.bearerOnly && response.statusCode !== 401 && !unroutable(response)) {
        problems.push(`anonymous, not 401: ${describeAnswer(sent, response)}`);
      }
    }
  }
  // A fuzz that sent next to nothing would pass for nothing.
  expect(sentCount).toBeGreaterThan(operations.length * 3);
  return problems;
}

describeEachDatabase('every OpenAPI operation against malformed input', (kind) => {
  const context = useTestApp(kind, { seed: true });
  let operations: Operation[];

  beforeAll(async () => {
    const document = (await context.app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
    operations = operationsOf(document);
  });

  it('anonymously: 401 first where a bearer token is needed, never a 5xx, every refusal { code, message }', async () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(await fuzz(context.app, operations, null)).toEqual([]);
  }, 120_000);

  it('as a sales agent and as the programme administrator: never a 5xx, every refusal { code, message }', async () => {
    const tokens = await demoTokens(context.app, ['agent', 'admin']);
    const signedIn = operations.filter((operation) => !MEMBER_SKIPPED.test(operation.template));
    expect(await fuzz(context.app, signedIn, `Bearer ${tokens.agent}`)).toEqual([]);
    expect(await fuzz(context.app, signedIn, `Bearer ${tokens.admin}`)).toEqual([]);
  }, 120_000);
});
