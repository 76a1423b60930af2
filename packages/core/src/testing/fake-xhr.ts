// Uploads go through XMLHttpRequest (for their progress), which the fetch adapter does not cover: this stand-in
// sends them through a fetch (a fake API's, or Node's own against a real server). Test kit only (see ./index.ts).

/**
 * An `XMLHttpRequest` stand-in sending through `fetchImpl` and reporting upload progress in two steps (half,
 * then all), so a progress bar is exercised the way a browser drives it. Install it with
 * `vi.stubGlobal('XMLHttpRequest', createFakeXhr(api.fetch))`.
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
