import { ResponseFraming, type ResponseHead } from './responseFraming';

function framing() {
  const heads: ResponseHead[] = [];
  const reader = new ResponseFraming((head) => heads.push(head));
  const push = (...chunks: string[]) => {
    for (const chunk of chunks) reader.push(Buffer.from(chunk, 'latin1'));
  };
  return { heads, push };
}

const sized = (status: number, body: string, extra = '') =>
  `HTTP/1.1 ${status} X\r\ncontent-length: ${body.length}\r\n${extra}\r\n${body}`;

describe('ResponseFraming', () => {
  it('counts an answer once its whole body has come, in however many pieces', () => {
    const { heads, push } = framing();
    const answer = sized(200, '\u00ff'.repeat(100));
    push(answer.slice(0, 10), answer.slice(10, 60));
    expect(heads).toEqual([]);
    push(answer.slice(60));
    expect(heads).toEqual([{ status: 200, closes: false }]);
  });

  it('tells apart answers that arrive in one piece', () => {
    const { heads, push } = framing();
    push(sized(200, 'one') + sized(404, 'two') + sized(200, ''));
    expect(heads.map((head) => head.status)).toEqual([200, 404, 200]);
  });

  it('reads chunked bodies, with their trailer', () => {
    const { heads, push } = framing();
    const answer =
      'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n' +
      '5\r\nhello\r\n1a\r\nabcdefghijklmnopqrstuvwxyz\r\n0\r\nx-checksum: 1\r\n\r\n';
    for (const character of answer) push(character);
    push(sized(200, 'next'));
    expect(heads.map((head) => head.status)).toEqual([200, 200]);
  });

  it('expects no body after a 304, whatever its headers say', () => {
    const { heads, push } = framing();
    push('HTTP/1.1 304 Not Modified\r\ncontent-length: 10\r\n\r\n', sized(200, 'x'));
    expect(heads.map((head) => head.status)).toEqual([304, 200]);
  });

  it('notices when the server will close the connection', () => {
    const { heads, push } = framing();
    push(sized(200, 'bye', 'Connection: close\r\n'));
    expect(heads).toEqual([{ status: 200, closes: true }]);
  });
});
