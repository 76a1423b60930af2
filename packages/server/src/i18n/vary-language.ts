import type { FastifyReply } from 'fastify';

/**
 * Marks an answer as depending on `Accept-Language` (`Vary`), keeping what the header already names (CORS adds
 * `Origin`), so that a cache between a client and the API keeps one answer per language.
 */
export function varyByLanguage(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.some((name) => name === '*' || name.toLowerCase() === 'accept-language')) return;
  reply.header('vary', [...names, 'Accept-Language'].join(', '));
}
