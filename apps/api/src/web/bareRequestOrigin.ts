import proxyAddr from '@fastify/proxy-addr';
import type { IncomingMessage } from 'node:http';
import type { Config } from '../config/config';
import { siteOrigin } from './siteOrigin';

/** The last value of a header a chain of proxies appended to ("a, b"): the one the nearest proxy set. */
function lastEntry(value: string): string {
  return value.slice(value.lastIndexOf(',') + 1).trim();
}

/**
 * The site's origin for a bare Node request (before Fastify made a request object of it), told as Fastify's
 * `request.host` and `request.protocol` tell it: X-Forwarded-Host and X-Forwarded-Proto count only when
 * the peer is a proxy TRUST_PROXY trusts.
 */
export function bareRequestOrigin(
  config: Pick<Config, 'publicOrigin' | 'trustProxy'>,
): (request: IncomingMessage) => string | null {
  const origin = siteOrigin(config.publicOrigin);
  const { trustProxy } = config;
  const trusts = typeof trustProxy === 'boolean' ? () => trustProxy : proxyAddr.compile(trustProxy);
  return (request) => {
    const fromProxy = trusts(request.socket.remoteAddress ?? '', 0);
    const forwarded = (name: 'x-forwarded-host' | 'x-forwarded-proto') => {
      const value = request.headers[name];
      return fromProxy && value ? lastEntry(String(value)) : undefined;
    };
    return origin({
      host: forwarded('x-forwarded-host') ?? request.headers.host ?? '',
      protocol: forwarded('x-forwarded-proto') ?? 'http',
    });
  };
}
