/**
 * A minimal `XMLHttpRequest` for Node tests, backed by `node:http`, so the upload transport runs against the
 * real test server. It implements only what `sendWithXhr` uses and reports upload progress per written
 * chunk, as browsers do. Test-only.
 */
import { request as httpRequest } from 'node:http';
import type { ClientRequest } from 'node:http';
import type { XhrConstructor } from './xhr-transport.js';

type ProgressHandler = ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;

class NodeXhr {
  status = 0;
  statusText = '';
  response: ArrayBuffer | null = null;
  responseType = '';
  upload: { onprogress: ProgressHandler } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  #method = 'GET';
  #url = '';
  #headers: Record<string, string> = {};
  #responseHeaders = '';
  #request: ClientRequest | null = null;
  #aborted = false;

  open(method: string, url: string) {
    this.#method = method;
    this.#url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.#headers[name] = value;
  }

  getAllResponseHeaders() {
    return this.#responseHeaders;
  }

  abort() {
    this.#aborted = true;
    this.#request?.destroy();
    this.onabort?.();
  }

  send(body: Blob) {
    void body.arrayBuffer().then((buffer) => {
      const bytes = Buffer.from(buffer);
      const request = httpRequest(this.#url, {
        method: this.#method,
        headers: { ...this.#headers, 'content-length': String(bytes.length) },
      });
      this.#request = request;
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          this.status = response.statusCode ?? 0;
          this.statusText = response.statusMessage ?? '';
          this.#responseHeaders = Object.entries(response.headers)
            .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : (value ?? '')}`)
            .join('\r\n');
          const all = Buffer.concat(chunks);
          this.response = all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength);
          this.onload?.();
        });
      });
      request.on('error', () => {
        if (!this.#aborted) this.onerror?.();
      });
      const chunkSize = 16 * 1024;
      let offset = 0;
      const writeNext = () => {
        if (offset >= bytes.length) {
          request.end();
          return;
        }
        const chunk = bytes.subarray(offset, offset + chunkSize);
        offset += chunk.length;
        request.write(chunk, () => {
          this.upload.onprogress?.({ lengthComputable: true, loaded: offset, total: bytes.length });
          writeNext();
        });
      };
      writeNext();
    });
  }
}

/** The Node stand-in, typed as the browser constructor the client accepts. */
export const NodeXhrConstructor = NodeXhr as unknown as XhrConstructor;
