// The mirror of one answer (recordedAnswer.ts), started by the bench in a process of its own: argv[2] is
// a JSON file with the answer's status, headers and base64 body.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { replayAnswer } from './recordedAnswer';

const saved = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as {
  status: number;
  headers: string[];
  body: string;
};
const server = createServer(replayAnswer({ ...saved, body: Buffer.from(saved.body, 'base64') }));
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`http://127.0.0.1:${(server.address() as AddressInfo).port}\n`);
});
