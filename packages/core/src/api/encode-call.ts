import type { CallOptions, FormFields } from './api-client.js';
import type { CallContext } from './call-context.js';
import { CALL_KIND_RULES } from './call-kinds.js';
import type { CallKind } from './call-kinds.js';
import { requestSummary } from '../errors/request-summary.js';
import type { RequestSummary } from '../errors/request-summary.js';
import { joinUrl, withSearchParams } from './url.js';

/** A call turned into what a transport sends. */
export interface EncodedCall {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: BodyInit | undefined;
  readonly context: CallContext;
  readonly summary: RequestSummary;
}

/** Encodes form fields (`application/x-www-form-urlencoded`), leaving out `null`/`undefined`. */
export function toUrlSearchParams(fields: FormFields): URLSearchParams {
  if (fields instanceof URLSearchParams) return fields;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== null && value !== undefined) params.append(name, String(value));
  }
  return params;
}

function encodeBody(call: CallOptions): BodyInit | undefined {
  if (call.kind === 'token' || call.kind === 'alternativeLogin' || call.kind === 'certificate') {
    return toUrlSearchParams(call.form);
  }
  if (call.kind === 'upload' || call.kind === 'uploadNoAuth') return call.formData;
  return 'json' in call && call.json !== undefined ? JSON.stringify(call.json) : undefined;
}

/**
 * Applies the request rules of SPECIFICATION §7 that do not depend on the moment of sending: URL, method,
 * body encoding, content headers and the `access_token` query parameter. The `Authorization` header is set
 * later, at send time, by `RequestAuth`.
 * @param hasSessionToken whether the session has a token now (decides the URL-token fallback).
 */
export function encodeCall(apiBase: string, path: string, call: CallOptions, hasSessionToken: boolean): EncodedCall {
  const kind: CallKind = call.kind ?? 'json';
  const encoding = CALL_KIND_RULES[kind].encoding;
  const urlAccessToken = 'accessToken' in call && !hasSessionToken ? call.accessToken : undefined;
  const urlToken = urlAccessToken !== undefined && urlAccessToken !== '';
  const search = urlToken ? { ...call.searchParams, access_token: urlAccessToken } : call.searchParams;
  const url = withSearchParams(joinUrl(apiBase, path), search);
  const body = encodeBody(call);
  const method = (call.method ?? (body === undefined && encoding === 'json' ? 'GET' : 'POST')).toUpperCase();

  const headers = new Headers(call.headers);
  headers.delete('authorization'); // decided by the call kind only
  if (encoding !== 'multipart') headers.set('accept', headers.get('accept') ?? 'application/json');
  if (encoding === 'json' && body !== undefined) headers.set('content-type', 'application/json');
  // Form and multipart bodies get their content type (with the multipart boundary) from the Request itself.

  const context: CallContext = { kind, webservice: call.webservice ?? false, urlToken };
  return { url, method, headers, body, context, summary: requestSummary(method, url) };
}
