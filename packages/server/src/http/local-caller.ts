import type { FastifyRequest } from 'fastify';

/** Loopback addresses, as Node reports a socket's peer (IPv4, IPv6, IPv4-mapped IPv6). */
const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * Whether the caller is on this machine: the socket's peer is a loopback address and no proxy forwarded the
 * request (a reverse proxy on the same host would make every outside caller look local). `request.ip` is not
 * used: behind a trusted proxy it is the forwarded address. The demo mode's development aids (the outbox, the
 * Google and OpenID Connect stand-ins, which sign anyone in) answer such callers only.
 */
export function isLocalCaller(request: Pick<FastifyRequest, 'headers' | 'socket'>): boolean {
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !forwarded && LOOPBACK.test(request.socket.remoteAddress ?? '');
}
