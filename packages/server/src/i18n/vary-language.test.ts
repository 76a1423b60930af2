import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { varyByLanguage } from './vary-language';

describe('varyByLanguage', () => {
  const answerWith = async (before: string | undefined) => {
    const app = Fastify();
    app.get('/', async (_request, reply) => {
      if (before !== undefined) reply.header('vary', before);
      varyByLanguage(reply);
      return {};
    });
    const response = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    return response.headers['vary'];
  };

  it('adds Accept-Language, keeping what Vary already names, once', async () => {
    expect(await answerWith(undefined)).toBe('Accept-Language');
    expect(await answerWith('Origin')).toBe('Origin, Accept-Language');
    expect(await answerWith('origin, accept-language')).toBe('origin, accept-language');
    expect(await answerWith('*')).toBe('*');
  });
});
