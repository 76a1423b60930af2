// A fake Campus API for tests and stories: a `fetch` that answers the sales and photo calls of the reference
// server (packages/server/src/routes/loyalty) from fixtures, with its wire shapes, rules and error bodies, and
// records each request. Components run their real client (ky, zod parsing, error classes) against it; ky is
// never mocked. Test-only: kept out of the package build.
import { addDays, createCampus, createMemoryRealtime, photoWeekStart } from '@campus/core';
import type { Campus, CampaignsResponse, LoyaltyStoresResponse, PhotoTypesResponse, SaleWire } from '@campus/core';
import { ACTIVE_CAMPAIGN_ID, campaigns, levels, photoTypes, products, stores, TODAY } from './sales-fixtures.test-util';

/** A request the fake received. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** The multipart fields of an upload (files as `File`). */
  form?: Record<string, FormDataEntryValue>;
}

/** An error answer with its status. */
export interface FakeError {
  status: number;
  code: string;
  field_errors?: Record<string, string>;
  details?: Record<string, string>;
}

/** What the fake serves. */
export interface FakeApiOptions {
  sales?: SaleWire[];
  campaigns?: CampaignsResponse;
  stores?: LoyaltyStoresResponse;
  /** @default the fixture types */
  photoTypes?: PhotoTypesResponse;
  /** Photo slots (`type:store`) already sent this week (answered by `GET /api/photos/limits/` and the upload). */
  photosSent?: string[];
  /** Fails a request: an error, or `'hang'` for one that never answers. */
  fail?: (method: string, path: string) => FakeError | 'hang' | undefined;
}

/** The fake and what it saw. */
export interface FakeApi {
  fetch: typeof fetch;
  requests: FakeRequest[];
  sales: SaleWire[];
}

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const refuse = (status: number, code: string, extra: Omit<FakeError, 'status' | 'code'> = {}) =>
  json(status, { code, message: code, ...extra });

/** Creates the fake. */
export function createFakeApi(options: FakeApiOptions = {}): FakeApi {
  const sales = (options.sales ?? []).map((entry) => ({ ...entry }));
  const photosSent = new Set(options.photosSent ?? []);
  const storeAnswer = options.stores ?? stores();
  const allStores = storeAnswer.retailers.flatMap((chain) => chain.stores.map((store) => ({ ...store, chain })));
  const requests: FakeRequest[] = [];
  const level = levels();
  const multiplier = level.levels.find((entry) => entry.level === level.current_level)?.benefits.points_multiplier ?? 1;

  const createSale = (form: Record<string, FormDataEntryValue>): Response => {
    const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
    const store = allStores.find((entry) => String(entry.id) === text('store'));
    if (!store) return refuse(422, 'store_not_linked');
    const invoice = text('invoice_number').trim();
    const duplicate = sales.some(
      (entry) =>
        entry.campaign_id === ACTIVE_CAMPAIGN_ID &&
        entry.status !== 'rejected' &&
        entry.invoice_number.toLowerCase() === invoice.toLowerCase(),
    );
    const fieldErrors: Record<string, string> = {};
    if (duplicate) fieldErrors['invoice_number'] = 'invoice_already_sent';
    if (!store.participating) fieldErrors['store'] = 'store_not_participating';
    const first = Object.values(fieldErrors)[0];
    if (first) return refuse(422, first, { field_errors: fieldErrors });
    const lines = (JSON.parse(text('products')) as { sku: string; quantity: number }[]).map((line) => {
      const product = products().find((entry) => entry.sku === line.sku);
      const points = Math.round((product?.points ?? 0) * line.quantity * multiplier);
      return { sku: line.sku, name: product?.name ?? line.sku, quantity: line.quantity, points };
    });
    const created: SaleWire = {
      id: 900 + sales.length,
      campaign_id: ACTIVE_CAMPAIGN_ID,
      retailer: { id: store.chain.id, name: store.chain.name },
      store: { id: store.id, name: store.name },
      sale_date: text('sale_date'),
      invoice_number: invoice,
      observation: text('observation'),
      invoice_photo_url: form['invoice_photo'] ? '/api/uploads/new.jpg' : null,
      status: 'credited',
      total_points: lines.reduce((sum, line) => sum + line.points, 0),
      rejection_reason: null,
      products: lines,
      created_at: new Date().toISOString(),
    };
    sales.unshift(created);
    return json(201, { id: created.id, total_points: created.total_points, status: created.status });
  };

  const createPhoto = (form: Record<string, FormDataEntryValue>): Response => {
    const slot = `${String(form['photo_type'])}:${String(form['store'])}`;
    const weekStart = photoWeekStart(TODAY);
    if (photosSent.has(slot)) {
      return refuse(422, 'photo_already_sent_this_week', {
        field_errors: { photo_type: 'photo_already_sent_this_week' },
        details: { next_allowed_date: addDays(weekStart, 7) },
      });
    }
    photosSent.add(slot);
    const type = photoTypes().photo_types.find((entry) => String(entry.id) === String(form['photo_type']));
    return json(201, {
      id: 70 + photosSent.size,
      points: type?.points ?? 0,
      week_start: weekStart,
      next_allowed_date: addDays(weekStart, 7),
    });
  };

  const photoLimits = (storeId: string): Response => {
    if (!allStores.some((entry) => String(entry.id) === storeId)) return refuse(422, 'store_not_linked');
    const weekStart = photoWeekStart(TODAY);
    return json(200, {
      store: Number(storeId),
      week_start: weekStart,
      photo_types: (options.photoTypes ?? photoTypes()).photo_types.map((type) => {
        const sent = photosSent.has(`${type.id}:${storeId}`);
        return { photo_type: type.id, already_sent: sent, next_allowed_date: sent ? addDays(weekStart, 7) : null };
      }),
    });
  };

  const answer = (method: string, path: string, query: URLSearchParams, form?: Record<string, FormDataEntryValue>) => {
    if (path === '/api/campaigns/' && method === 'GET') return json(200, options.campaigns ?? campaigns());
    const select = /^\/api\/campaigns\/(\d+)\/select\/$/.exec(path);
    if (select && method === 'POST') return json(200, { selected_campaign_id: Number(select[1]) });
    if (path === '/api/stores/') return json(200, storeAnswer);
    if (path === '/api/products/') return json(200, { products: products() });
    if (path === '/api/levels/') return json(200, level);
    if (path === '/api/photo-types/') return json(200, options.photoTypes ?? photoTypes());
    if (path === '/api/sales/' && method === 'POST') return createSale(form ?? {});
    if (path === '/api/photos/' && method === 'POST') return createPhoto(form ?? {});
    if (path === '/api/photos/limits/' && method === 'GET') return photoLimits(query.get('store') ?? '');
    if (path === '/api/sales/' && method === 'GET') {
      const campaign = query.get('campaign');
      const mine = sales.filter((entry) => campaign === null || String(entry.campaign_id) === campaign);
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('page_size') ?? 20);
      return json(200, {
        count: mine.length,
        next: page * size < mine.length ? `/api/sales/?page=${page + 1}` : null,
        previous: page > 1 ? `/api/sales/?page=${page - 1}` : null,
        results: mine.slice((page - 1) * size, page * size),
      });
    }
    return refuse(404, 'not_found_or_forbidden');
  };

  const fetchImpl: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const isMultipart = request.headers.get('content-type')?.startsWith('multipart/form-data') ?? false;
    const form = isMultipart ? Object.fromEntries((await request.formData()).entries()) : undefined;
    requests.push({
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      ...(form ? { form } : {}),
    });
    const failure = options.fail?.(request.method, url.pathname);
    if (failure === 'hang') return new Promise<Response>(() => undefined);
    if (failure) {
      const { status, code, ...extra } = failure;
      return refuse(status, code, extra);
    }
    return answer(request.method, url.pathname, url.searchParams, form);
  };

  return { fetch: fetchImpl, requests, sales };
}

/** A Campus whose API is the fake: no persistence, realtime in memory, signed in as the agent (or not). */
export function createFakeCampus(api: FakeApi, locale = 'pt-BR', signedIn = true): Campus {
  const campus = createCampus({
    apiBase: 'https://api.campus.test',
    clientId: 'sales-tests',
    clientSecret: 'sales-tests-secret',
    locale,
    persist: false,
    adapters: { realtime: createMemoryRealtime(), fetch: api.fetch, search: '' },
  });
  if (signedIn) campus.stores.session.setState({ access_token: 'fake-access-token', email: 'agent@campus.example' });
  return campus;
}

/**
 * An `XMLHttpRequest` stand-in that sends through the fake's `fetch` and reports upload progress in two steps
 * (half, then all), so the progress bar is exercised the way a browser would drive it.
 */
export function createFakeXhr(fetchImpl: typeof fetch): typeof XMLHttpRequest {
  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    responseType = '';
    status = 0;
    statusText = '';
    response: ArrayBuffer | null = null;
    private method = 'GET';
    private url = '';
    private headers = new Headers();
    private responseHeaders = new Headers();
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }
    getAllResponseHeaders() {
      return [...this.responseHeaders.entries()].map(([name, value]) => `${name}: ${value}`).join('\r\n');
    }
    abort() {
      this.onabort?.();
    }
    send(body: Blob) {
      const progress = (loaded: number) =>
        this.upload.onprogress?.({ lengthComputable: true, loaded, total: body.size } as ProgressEvent);
      progress(body.size / 2);
      void fetchImpl(this.url, { method: this.method, headers: this.headers, body })
        .then(async (response) => {
          progress(body.size);
          this.status = response.status;
          this.statusText = response.statusText;
          this.responseHeaders = response.headers;
          this.response = await response.arrayBuffer();
          this.onload?.();
        })
        .catch(() => this.onerror?.());
    }
  }
  return FakeXhr as unknown as typeof XMLHttpRequest;
}
