/**
 * Node has no Cache Storage: a Map-backed stand-in with the same key semantics (URL strings, `ignoreSearch`). `put`
 * reads the body to its end like the browser's, so a stream that errors stores nothing and `put` rejects.
 */
export function fakeCaches(): CacheStorage & { opened: string[] } {
  const caches = new Map<string, Map<string, Response>>();
  const opened: string[] = [];
  const keyOf = (request: RequestInfo | URL) => (request instanceof Request ? request.url : String(request));
  const matches = (key: string, request: RequestInfo | URL, options?: CacheQueryOptions) => {
    const path = (url: string) => (options?.ignoreSearch ? url.split('?')[0] : url);
    return path(key) === path(keyOf(request));
  };
  return {
    opened,
    open: async (name: string) => {
      opened.push(name);
      const entries = caches.get(name) ?? new Map<string, Response>();
      caches.set(name, entries);
      return {
        put: async (request: RequestInfo | URL, response: Response) => {
          const body = await response.arrayBuffer();
          entries.set(keyOf(request), new Response(body, { headers: response.headers }));
        },
        match: async (request: RequestInfo | URL) => entries.get(keyOf(request))?.clone(),
        delete: async (request: RequestInfo | URL, options?: CacheQueryOptions) => {
          const matching = [...entries.keys()].filter((key) => matches(key, request, options));
          for (const key of matching) entries.delete(key);
          return matching.length > 0;
        },
        keys: async (request?: RequestInfo | URL, options?: CacheQueryOptions) =>
          [...entries.keys()]
            .filter((key) => request === undefined || matches(key, request, options))
            .map((key) => new Request(key)),
      } as unknown as Cache;
    },
  } as unknown as CacheStorage & { opened: string[] };
}
