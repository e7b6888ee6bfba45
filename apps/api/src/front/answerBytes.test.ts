import type { CachedAnswer } from '../cache/cachedAnswer';
import { answerBytes } from './answerBytes';

const DATE = 'Wed, 25 Nov 2026 10:00:00 GMT';
const ok = (): CachedAnswer => ({
  status: 200,
  headers: ['content-type', 'application/json', 'content-length', '2'],
  body: Buffer.from('[]'),
});

describe('a cached answer on the wire', () => {
  it('is its status line, headers, the date and keep-alive, then its body', () => {
    expect(answerBytes(ok(), 'GET', DATE, 72)?.toString('latin1')).toBe(
      'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 2\r\n' +
        `Date: ${DATE}\r\nConnection: keep-alive\r\nKeep-Alive: timeout=72\r\n\r\n[]`,
    );
  });

  it('has no body for a HEAD, and keeps its length', () => {
    const text = answerBytes(ok(), 'HEAD', DATE, 72)?.toString('latin1');
    expect(text).toContain('content-length: 2\r\n');
    expect(text?.endsWith('\r\n\r\n')).toBe(true);
  });

  it('has no body for a 304', () => {
    const notModified: CachedAnswer = { status: 304, headers: ['etag', 'W/"a"'], body: null };
    expect(answerBytes(notModified, 'GET', DATE, 72)?.toString('latin1')).toMatch(
      /^HTTP\/1\.1 304 Not Modified\r\n.*\r\n\r\n$/s,
    );
  });

  it('is the same bytes within a second, and carries the new date after it', () => {
    const answer = ok();
    const first = answerBytes(answer, 'GET', DATE, 72);
    expect(answerBytes(answer, 'GET', DATE, 72)).toBe(first);
    const later = 'Wed, 25 Nov 2026 10:00:01 GMT';
    expect(answerBytes(answer, 'GET', later, 72)?.toString('latin1')).toContain(`Date: ${later}`);
  });

  it('says the connection closes when the client asked it to', () => {
    const text = answerBytes(ok(), 'GET', DATE, null)?.toString('latin1');
    expect(text).toContain(`Date: ${DATE}\r\nConnection: close\r\n\r\n[]`);
  });

  it('is not sent when a header holds what Node would refuse (a line break)', () => {
    const answer: CachedAnswer = { ...ok(), headers: ['x-name', 'a\r\nset-cookie: b'] };
    expect(answerBytes(answer, 'GET', DATE, 72)).toBeNull();
  });
});
