import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A refusal the inbox answers instead of its 250. */
interface Refusal {
  responseCode: number;
  message: string;
}

export interface SmtpInbox {
  /** The SMTP_URL that reaches it. */
  url: string;
  /** Every message it accepted, in order, parsed (headers included). */
  received: ParsedMail[];
  /** Answers the next messages' DATA with these refusals, one each, before accepting again. */
  refuseNext(...refusals: Refusal[]): void;
  close(): Promise<void>;
}

/** A real SMTP server on a free port of this machine (plain, no authentication), for the tests to send to. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const received: ParsedMail[] = [];
  const refusals: Refusal[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const refusal = refusals.shift();
          if (refusal) {
            callback(Object.assign(new Error(refusal.message), refusal));
            return;
          }
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (...next) => refusals.push(...next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
