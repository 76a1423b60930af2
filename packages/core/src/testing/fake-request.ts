// Reads what a fake API received into a plain record tests can assert on. Test kit only (see ./index.ts).
import { IDEMPOTENCY_KEY_HEADER } from '../api/idempotency.js';

/** A request as a fake API saw it. */
export interface FakeRequest {
  /** Upper-case method. */
  readonly method: string;
  /** The URL's path, e.g. `/api/rewards/7/redeem/`. */
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: Headers;
  /**
   * The body: parsed JSON, form fields (form-encoded) as strings, multipart fields (files as `File`), or
   * `null` when there is none.
   */
  readonly body: unknown;
  /** The multipart fields of an upload (files as `File`); absent for other bodies. */
  readonly form?: Readonly<Record<string, FormDataEntryValue>>;
  /** The `Idempotency-Key` header, or null. */
  readonly idempotencyKey: string | null;
  /** The route key that answered (`'POST /api/rewards/:id/redeem/'`), or null when none matched. */
  route: string | null;
  /** The route's `:name` parameters, as strings. */
  params: Readonly<Record<string, string>>;
}

/** Reads `request` (its body once). */
export async function readFakeRequest(request: Request): Promise<FakeRequest> {
  const url = new URL(request.url);
  const type = request.headers.get('content-type') ?? '';
  let body: unknown = null;
  let form: Record<string, FormDataEntryValue> | undefined;
  if (type.startsWith('multipart/form-data')) {
    form = Object.fromEntries((await request.formData()).entries());
    body = form;
  } else if (request.method !== 'GET' && request.method !== 'HEAD') {
    const text = await request.text();
    if (text !== '') {
      body = type.includes('application/x-www-form-urlencoded')
        ? Object.fromEntries(new URLSearchParams(text))
        : parseJson(text);
    }
  }
  return {
    method: request.method.toUpperCase(),
    path: url.pathname,
    query: url.searchParams,
    headers: request.headers,
    body,
    ...(form ? { form } : {}),
    idempotencyKey: request.headers.get(IDEMPOTENCY_KEY_HEADER),
    route: null,
    params: {},
  };
}

/** JSON, or the text itself when it is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** JSON with object keys sorted at every level, so equal bodies compare equal whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What makes two writes "the same body" for an idempotency replay, as the server's request hash does: JSON in
 * canonical form; a multipart body field by field, files by their bytes (never their client-side name).
 */
export async function bodyFingerprint(request: FakeRequest): Promise<string> {
  if (!request.form) return canonical(request.body);
  const parts = await Promise.all(
    Object.entries(request.form).map(async ([name, value]) =>
      typeof value === 'string'
        ? `f:${JSON.stringify(name)}=${JSON.stringify(value)}`
        : `b:${JSON.stringify(name)}=${Array.from(new Uint8Array(await value.arrayBuffer())).join(',')}`,
    ),
  );
  return parts.sort().join('\n');
}
