import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDevelopmentProvider } from './managed-dev-provider';

/** A browser's walk through the provider: follows redirects with cookies, logs in on the built-in page. */
export async function authorizeAtProvider(redirectUri: string, url: string, email: string): Promise<URL> {
  const jar = new Map<string, string>();
  const send = async (target: string, init: RequestInit = {}) => {
    const response = await fetch(target, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const [name = '', ...value] = pair.split('=');
      jar.set(name, value.join('='));
    }
    return response;
  };
  let next = url;
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await send(next);
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, next);
      if (target.href.startsWith(redirectUri)) return target;
      next = target.href;
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no form at ${next}: ${html.slice(0, 200)}`);
    const posted = await send(new URL(action, next).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login: email, password: 'any' }).toString(),
    });
    const after = posted.headers.get('location');
    if (!after) throw new Error(`login refused: ${posted.status}`);
    next = new URL(after, next).href;
  }
  throw new Error('too many redirects');
}

/** The development provider on its own loopback server, mounted at `/dev/oidc` as the API mounts it. */
export async function startDevelopmentProvider(
  client: { clientId: string; clientSecret: string },
  redirectUri: string,
): Promise<{ readonly issuer: string; close(): Promise<void> }> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/dev/oidc`;
  const handler = await createDevelopmentProvider({ issuer, ...client, redirectUri });
  server.on('request', (request, response) => {
    const original = request.url ?? '/';
    Object.assign(request, { originalUrl: original, url: original.replace(/^\/dev\/oidc/, '') || '/' });
    handler(request, response);
  });
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
