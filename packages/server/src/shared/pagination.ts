/** A page of a list, as every list route answers it. */
export interface Page<Item> {
  readonly count: number;
  readonly next: string | null;
  readonly previous: string | null;
  readonly results: Item[];
}

/** `page` and `page_size` of a list query. */
export interface PageRequest {
  readonly page: number;
  readonly page_size: number;
}

/** The SQL `offset` of a page. */
export function pageOffset({ page, page_size: pageSize }: PageRequest): number {
  return (page - 1) * pageSize;
}

/** The request's own path and query with another `page`, relative to the API host. */
function linkTo(requestUrl: string, page: number): string {
  const url = new URL(requestUrl, 'http://campus.invalid');
  url.searchParams.set('page', String(page));
  return `${url.pathname}${url.search}`;
}

/**
 * Wraps one page of results: `next` when later items exist, `previous` when the page is not the first
 * (pointing at the last page that has items when the caller asked beyond the end).
 * @param requestUrl the request's URL (path and query), kept in the links with every filter
 */
export function toPage<Item>(requestUrl: string, request: PageRequest, count: number, results: Item[]): Page<Item> {
  const lastPage = Math.max(1, Math.ceil(count / request.page_size));
  return {
    count,
    next: request.page < lastPage ? linkTo(requestUrl, request.page + 1) : null,
    previous: request.page > 1 ? linkTo(requestUrl, Math.min(request.page - 1, lastPage)) : null,
    results,
  };
}

/**
 * Reads one page of a list: the page's items (`readRows` with the page's SQL limit and offset), then, only when the
 * items do not tell it, the total (`countRows`, a `select({ value: count() })` over the same filter), wrapped by
 * {@link toPage}. A page with some items but fewer than its size is the last one, and an empty first page is an
 * empty list: their total is known without counting (most lists fit in a page: one round trip fewer). Drizzle's
 * queries run when awaited, so a count not needed is never sent; a count that runs when called (raw SQL) is passed
 * as a function. Lists keep their own filter and order; only the paging is said here once.
 */
export async function readPage<Item>(
  requestUrl: string,
  request: PageRequest,
  countRows:
    PromiseLike<readonly { readonly value: number }[]> | (() => PromiseLike<readonly { readonly value: number }[]>),
  readRows: (page: { readonly limit: number; readonly offset: number }) => Promise<Item[]>,
): Promise<Page<Item>> {
  const offset = pageOffset(request);
  const results = await readRows({ limit: request.page_size, offset });
  const known = results.length < request.page_size && (results.length > 0 || offset === 0);
  const counted = known ? undefined : await (typeof countRows === 'function' ? countRows() : countRows);
  const total = counted === undefined ? offset + results.length : Number(counted[0]?.value ?? 0);
  return toPage(requestUrl, request, total, results);
}
