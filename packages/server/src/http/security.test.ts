import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';

const ALLOWED = 'https://learn.example.com';

describeEachDatabase('CORS and security headers (real HTTP)', (kind) => {
  const context = useTestApp(kind, { config: { corsOrigins: [ALLOWED, 'http://localhost:6006'] } });
  let base: string;
  beforeAll(async () => {
    base = await context.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => context.app.close());

  it('echoes an allowed origin and exposes the request id', async () => {
    const response = await fetch(`${base}/health`, { headers: { origin: ALLOWED } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(response.headers.get('vary')).toContain('Origin');
    expect(response.headers.get('access-control-expose-headers')).toContain('x-request-id');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('does not allow any other origin', async () => {
    const response = await fetch(`${base}/health`, { headers: { origin: 'https://evil.example.net' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers preflights for allowed origins only', async () => {
    const preflight = (origin: string) =>
      fetch(`${base}/health`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
    const allowed = await preflight('http://localhost:6006');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:6006');
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('authorization');
    const refused = await preflight('http://localhost:9999');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends helmet security headers on answers and errors', async () => {
    for (const path of ['/health', '/missing']) {
      const response = await fetch(`${base}${path}`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('strict-transport-security')).toContain('max-age=');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
  });
});
