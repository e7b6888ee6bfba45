import { MAX_HEAD_BYTES, readRequestHead } from './requestHead';

const head = (...lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
const BROWSER = [
  'GET /api/blog HTTP/1.1',
  'Host: studio.example',
  'Accept: */*',
  'Accept-Encoding: gzip, deflate, br, zstd',
  'User-Agent: Mozilla/5.0',
  'Connection: keep-alive',
];

describe('the request heads the front reads', () => {
  it("reads a browser's GET: its method, target, the headers answers depend on, and its length", () => {
    const bytes = head(...BROWSER);
    expect(readRequestHead(bytes)).toEqual({
      method: 'GET',
      url: '/api/blog',
      headers: { accept: '*/*', 'accept-encoding': 'gzip, deflate, br, zstd' },
      closes: false,
      length: bytes.length,
    });
  });

  it('reads a HEAD, a query string, validators and a reload', () => {
    const read = readRequestHead(
      head(
        'HEAD /api/files/1?w=160 HTTP/1.1',
        'Host: a',
        'If-None-Match: W/"x"',
        'If-Modified-Since: Tue, 24 Nov 2026 10:00:00 GMT',
        'Cache-Control: no-cache',
      ),
    );
    expect(read).toMatchObject({
      method: 'HEAD',
      url: '/api/files/1?w=160',
      headers: {
        'if-none-match': 'W/"x"',
        'if-modified-since': 'Tue, 24 Nov 2026 10:00:00 GMT',
        'cache-control': 'no-cache',
      },
    });
  });

  it('reads that the client closes the connection after the answer', () => {
    expect(readRequestHead(head('GET / HTTP/1.1', 'Host: a', 'Connection: close'))).toMatchObject({
      closes: true,
    });
  });

  it('reads the next of two pipelined requests from where the first ended', () => {
    const first = head('GET /a HTTP/1.1', 'Host: a');
    const both = Buffer.concat([first, head('GET /b HTTP/1.1', 'Host: a')]);
    expect(readRequestHead(both, first.length)).toMatchObject({ url: '/b' });
  });

  it('waits for the rest of a head that has not all arrived', () => {
    expect(readRequestHead(Buffer.from('GET /api/blog HTTP/1.1\r\nHost: a\r\n'))).toBe(
      'incomplete',
    );
  });

  it.each([
    ['a POST', head('POST /api/contact HTTP/1.1', 'Host: a', 'Content-Length: 2')],
    ['a body on a GET', head('GET / HTTP/1.1', 'Host: a', 'Content-Length: 0')],
    ['a chunked GET', head('GET / HTTP/1.1', 'Host: a', 'Transfer-Encoding: chunked')],
    ['a connection to upgrade', head('GET / HTTP/1.1', 'Host: a', 'Connection: Upgrade')],
    ['an upgrade', head('GET / HTTP/1.1', 'Host: a', 'Upgrade: websocket')],
    ['an expectation', head('GET / HTTP/1.1', 'Host: a', 'Expect: 100-continue')],
    ['HTTP/1.0', head('GET / HTTP/1.0', 'Host: a')],
    ['no host', head('GET / HTTP/1.1', 'Accept: */*')],
    ['two hosts', head('GET / HTTP/1.1', 'Host: a', 'Host: b')],
    [
      'a header the lookup reads, twice',
      head('GET / HTTP/1.1', 'Host: a', 'Accept: a', 'Accept: b'),
    ],
    ['an absolute target', head('GET http://a/ HTTP/1.1', 'Host: a')],
    ['an asterisk', head('OPTIONS * HTTP/1.1', 'Host: a')],
    ['a space in the target', head('GET /a b HTTP/1.1', 'Host: a')],
    ['a folded header', head('GET / HTTP/1.1', 'Host: a', 'Accept: a', ' b')],
    ['a space before the colon', head('GET / HTTP/1.1', 'Host: a', 'Accept : a')],
    ['a control character', head('GET / HTTP/1.1', 'Host: a', 'Accept: a\x00b')],
    ['a byte beyond ASCII', head('GET / HTTP/1.1', 'Host: a', 'Accept: \xe9')],
    ['bare line feeds', Buffer.from('GET / HTTP/1.1\nHost: a\n\n')],
    ['a lone carriage return', head('GET / HTTP/1.1', 'Host: a\rAccept: a')],
  ])('leaves %s to the app', (_, bytes) => {
    expect(readRequestHead(bytes)).toBe('app');
  });

  it('leaves a head longer than it reads to the app, whole or not', () => {
    const long = `Cookie: ${'c'.repeat(MAX_HEAD_BYTES)}`;
    expect(readRequestHead(head('GET / HTTP/1.1', 'Host: a', long))).toBe('app');
    expect(readRequestHead(Buffer.from(`GET / HTTP/1.1\r\nHost: a\r\n${long}`))).toBe('app');
  });
});
