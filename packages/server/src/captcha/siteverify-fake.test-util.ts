import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A request siteverify received, as read back by tests. */
export interface SiteverifyRequest {
  readonly method: string | undefined;
  readonly contentType: string | undefined;
  readonly fields: Readonly<Record<string, string>>;
}

/** How the fake answers every request until told otherwise. */
export type SiteverifyMode = 'normal' | 'http_error' | 'not_json' | 'unknown_format' | 'silent';

/** A local HTTP server that speaks siteverify's format, standing in for Google (no outside network here). */
export interface SiteverifyFake {
  readonly url: string;
  readonly secret: string;
  /** Every request so far, oldest first. */
  readonly requests: readonly SiteverifyRequest[];
  mode: SiteverifyMode;
  /**
   * A token as Google gives the page after a challenge: v3 (with a score, 0.9 unless told) or v2 (`score:
   * null`: the answer has neither score nor action). Each is good once, as at Google.
   */
  issue(action: string, options?: { score?: number | null }): string;
  close(): Promise<void>;
}

/**
 * Starts a fake siteverify on 127.0.0.1 (any free port): it checks the secret, knows the tokens it issued, answers
 * `{ success, score, action, hostname, challenge_ts }` or `{ success: false, 'error-codes': [...] }` like Google
 * (https://developers.google.com/recaptcha/docs/verify), refuses a token the second time
 * (`timeout-or-duplicate`), and can misbehave on purpose ({@link SiteverifyMode}).
 */
export async function startSiteverifyFake(): Promise<SiteverifyFake> {
  const secret = `site-secret-${randomBytes(6).toString('hex')}`;
  const issued = new Map<string, { action: string; score: number | null }>();
  const used = new Set<string>();
  const requests: SiteverifyRequest[] = [];
  const sockets = new Set<Socket>();

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const fields = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      requests.push({ method: request.method, contentType: request.headers['content-type'], fields });
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify(body));
      };
      switch (fake.mode) {
        case 'silent':
          return; // never answers: the verifier's timeout decides
        case 'http_error':
          return json(500, { error: 'internal' });
        case 'not_json':
          response.writeHead(200, { 'content-type': 'text/html' });
          return response.end('<html>maintenance</html>');
        case 'unknown_format':
          return json(200, { ok: 'yes' });
        case 'normal':
          break;
      }
      if (request.method !== 'POST') return json(200, { success: false, 'error-codes': ['bad-request'] });
      if (fields['secret'] !== secret) return json(200, { success: false, 'error-codes': ['invalid-input-secret'] });
      const token = fields['response'] ?? '';
      const challenge = issued.get(token);
      if (!challenge) return json(200, { success: false, 'error-codes': ['invalid-input-response'] });
      if (used.has(token)) return json(200, { success: false, 'error-codes': ['timeout-or-duplicate'] });
      used.add(token);
      const v3 = challenge.score === null ? {} : { score: challenge.score, action: challenge.action };
      return json(200, { success: true, challenge_ts: new Date().toISOString(), hostname: 'localhost', ...v3 });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: SiteverifyFake = {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    secret,
    requests,
    mode: 'normal',
    issue(action, options = {}) {
      const token = `03A${randomBytes(48).toString('base64url')}`;
      issued.set(token, { action, score: options.score === undefined ? 0.9 : options.score });
      return token;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
  return fake;
}
