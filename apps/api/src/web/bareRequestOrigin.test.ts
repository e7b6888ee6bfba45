import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { bareRequestOrigin } from './bareRequestOrigin';

function request(peer: string, headers: IncomingHttpHeaders): IncomingMessage {
  return { socket: { remoteAddress: peer }, headers } as unknown as IncomingMessage;
}

const forwarded = {
  host: 'internal:3000',
  'x-forwarded-host': 'evil.test, studio.example.com',
  'x-forwarded-proto': 'https',
};

describe('bareRequestOrigin', () => {
  it('is the Host header over http when no proxy is trusted', () => {
    const origin = bareRequestOrigin({ publicOrigin: null, trustProxy: false });
    expect(origin(request('127.0.0.1', forwarded))).toBe('http://internal:3000');
  });

  it('takes the nearest forwarded host and scheme from a trusted proxy', () => {
    const origin = bareRequestOrigin({ publicOrigin: null, trustProxy: ['loopback'] });
    expect(origin(request('127.0.0.1', forwarded))).toBe('https://studio.example.com');
  });

  it('ignores forwarded headers from a peer that is not a trusted proxy', () => {
    const origin = bareRequestOrigin({ publicOrigin: null, trustProxy: ['10.0.0.0/8'] });
    expect(origin(request('192.0.2.7', forwarded))).toBe('http://internal:3000');
  });

  it('is PUBLIC_ORIGIN whenever it is set', () => {
    const origin = bareRequestOrigin({ publicOrigin: 'https://studio.test', trustProxy: true });
    expect(origin(request('192.0.2.7', forwarded))).toBe('https://studio.test');
  });

  it('is null for a Host that is no host', () => {
    const origin = bareRequestOrigin({ publicOrigin: null, trustProxy: false });
    expect(origin(request('127.0.0.1', { host: 'bad host' }))).toBeNull();
  });
});
