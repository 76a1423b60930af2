import { expect, it } from 'vitest';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';

describeEachDatabase('GET /health', (kind) => {
  const context = useTestApp(kind);

  it('answers ok with the database kind', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: kind });
    // Trailing slashes are ignored (the spec's paths end with one, clients vary).
    expect((await context.app.inject({ method: 'GET', url: '/health/' })).statusCode).toBe(200);
  });

  // Last on purpose: it closes the suite's database (afterAll closing it again is harmless).
  it('answers 503 service_unavailable once the database is closed', async () => {
    await context.database.close();
    const response = await context.app.inject({ method: 'GET', url: '/health?locale=en-US' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'service_unavailable',
      message: 'The service is temporarily unavailable. Please try again shortly.',
    });
  });
});
