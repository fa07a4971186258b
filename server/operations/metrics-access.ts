// Who may read GET /metrics: a scraper with METRICS_TOKEN as its bearer token, or one on this machine.
// "On this machine" is the socket's own address (never X-Forwarded-For, which anyone can write), and
// only when no proxy can be in between: a local reverse proxy forwards the internet over loopback, so
// with TRUST_PROXY set (a proxy is in front) or a forwarding header present, loopback opens nothing.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../kernel/config.js';

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip'];

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export const isLoopback = (address: string | undefined) => address !== undefined && /^(?:127\.|::ffff:127\.|::1$)/.test(address);

/** Equal-length digests, compared in constant time: neither the length nor a prefix of the token leaks. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function metricsAllowed(request: Pick<FastifyRequest, 'headers' | 'socket'>, config: Pick<Config, 'metricsToken' | 'trustProxy'>): boolean {
  const authorization = request.headers.authorization;
  if (authorization !== undefined) {
    // A credential was offered: it decides, wherever the request comes from.
    const token = /^Bearer (.+)$/.exec(authorization)?.[1];
    return config.metricsToken !== undefined && token !== undefined && sameSecret(token, config.metricsToken);
  }
  if (config.trustProxy !== false) return false;
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopback(request.socket.remoteAddress);
}
