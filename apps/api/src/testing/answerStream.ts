/** One answer read off a connection's bytes: its status line, headers (names in lower case) and body. */
export interface StreamedAnswer {
  statusLine: string;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * Splits the bytes a connection received into the answers they hold, each framed by its Content-Length (as
 * the site frames every answer a test pipelines for); what follows the last whole answer is `rest`.
 */
export function answersIn(bytes: Buffer): { answers: StreamedAnswer[]; rest: Buffer } {
  const answers: StreamedAnswer[] = [];
  let start = 0;
  for (;;) {
    const headEnd = bytes.indexOf('\r\n\r\n', start);
    if (headEnd < 0) break;
    const [statusLine, ...lines] = bytes.subarray(start, headEnd).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    const bodyEnd = headEnd + 4 + Number(headers['content-length'] ?? 0);
    if (bodyEnd > bytes.length) break;
    answers.push({ statusLine: statusLine!, headers, body: bytes.subarray(headEnd + 4, bodyEnd) });
    start = bodyEnd;
  }
  return { answers, rest: bytes.subarray(start) };
}
