import type { Socket } from 'node:net';
import { cachedAnswerFor, type AnswerSource } from '../cache/cachedAnswers';
import { answerBytes } from './answerBytes';
import { httpDate } from './httpDate';
import { readRequestHead, type FrontRequest } from './requestHead';
import { stopReading } from './stopReading';

const NOTHING = Buffer.alloc(0);

/** Calls `then` once everything written on the socket has left the process; never if it is destroyed first. */
function afterWrites(socket: Socket, then: () => void): void {
  if (socket.writableLength === 0) then();
  // Write callbacks come in order: this one once the writes before it are done.
  else socket.write(NOTHING, (error) => error || then());
}

export interface ConnectionSettings {
  /** Where the cached answers are looked up: the front's replica of the app's caches. */
  source: AnswerSource;
  /** How long a connection may sit idle between requests, as its answers announce it. */
  keepAliveSeconds: number;
  /** How long a request head may take to arrive once it has begun. */
  headTimeoutMs: number;
  /**
   * Gives the connection to the app, with the bytes read from it that no answer was sent for (the request
   * the front does not answer and everything after it). The app reads the rest from the socket.
   */
  handOff(socket: Socket, unanswered: Buffer): void;
}

/**
 * Serves one client connection in the front: each request the front may answer (readRequestHead) and whose
 * answer its replica holds goes out in one write, in order, pipelined ones too. At the first other request
 * the whole connection goes to the app, which answers that request and all that follow: from then on the
 * front takes no part in it. A connection idle for the keep-alive time, or whose head does not arrive in
 * time, is closed.
 */
export function serveConnection(socket: Socket, settings: ConnectionSettings): void {
  const { source, keepAliveSeconds, headTimeoutMs } = settings;
  let pending: Buffer | null = null;
  let headTimer: NodeJS.Timeout | null = null;

  const stopHeadTimer = () => {
    if (headTimer) clearTimeout(headTimer);
    headTimer = null;
  };

  const handOff = (unanswered: Buffer) => {
    stopHeadTimer();
    socket.removeListener('data', onData);
    socket.pause();
    // Whatever the stream already holds beyond this chunk belongs to the app too.
    const held: Buffer[] = [unanswered];
    for (
      let chunk = socket.read() as Buffer | null;
      chunk;
      chunk = socket.read() as Buffer | null
    ) {
      held.push(chunk);
    }
    stopReading(socket);
    // Handing the handle over drops what is still queued to be written on it: the answers before go out
    // first (to a client that reads slowly, that takes a while, and the idle timeout still holds meanwhile).
    afterWrites(socket, () => {
      socket.removeListener('timeout', onIdle);
      socket.setTimeout(0);
      settings.handOff(socket, Buffer.concat(held));
    });
  };

  /** The bytes to send for a request the front may answer, or null when its replica has no answer. */
  const bytesFor = (request: FrontRequest): Buffer | null => {
    const answer = cachedAnswerFor(source, request);
    const keepAlive = request.closes ? null : keepAliveSeconds;
    return answer && answerBytes(answer, request.method, httpDate(), keepAlive);
  };

  function onData(chunk: Buffer): void {
    const buffer = pending ? Buffer.concat([pending, chunk]) : chunk;
    pending = null;
    let start = 0;
    while (start < buffer.length) {
      const head = readRequestHead(buffer, start);
      if (head === 'incomplete') break;
      const bytes = head === 'app' ? null : bytesFor(head);
      if (head === 'app' || !bytes) {
        handOff(buffer.subarray(start));
        return;
      }
      if (head.closes) {
        stopHeadTimer();
        socket.removeListener('data', onData);
        socket.end(bytes);
        return;
      }
      socket.write(bytes);
      start += head.length;
    }
    if (start < buffer.length) {
      pending = Buffer.from(buffer.subarray(start));
      // The time runs from a head's first bytes: more of the same head does not restart it.
      if (start > 0 || !headTimer) {
        stopHeadTimer();
        headTimer = setTimeout(() => socket.destroy(), headTimeoutMs);
      }
    } else {
      stopHeadTimer();
    }
    // A client that asks faster than it reads waits until its answers have gone out.
    if (socket.writableNeedDrain) {
      socket.pause();
      socket.once('drain', () => socket.resume());
    }
  }

  function onIdle(): void {
    socket.destroy();
  }

  socket.setNoDelay(true);
  socket.setTimeout(keepAliveSeconds * 1000);
  socket.on('data', onData);
  socket.on('timeout', onIdle);
  socket.on('error', () => socket.destroy());
  socket.on('close', stopHeadTimer);
}
