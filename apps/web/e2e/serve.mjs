// Runs the built API (which also serves the built website) for the browser tests, with a real SMTP server
// that keeps every message it accepts in MAIL_DIR (one .eml file each, for e2e/mailbox.ts), and deletes the
// throw-away folders once the server has shut down, so runs leave nothing behind.
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

const mainScript = fileURLToPath(new URL('../../api/dist/main.js', import.meta.url));
const dataDir = process.env.DATA_DIR;
const mailDir = process.env.MAIL_DIR;

let received = 0;
const smtp = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      received += 1;
      writeFileSync(
        join(mailDir, `${String(received).padStart(5, '0')}.eml`),
        Buffer.concat(chunks),
      );
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpUrl = `smtp://127.0.0.1:${smtp.server.address().port}`;

// In its own process group: Playwright signals this wrapper's group, and the server treats a second
// signal as "exit at once", so it must get exactly one, from here.
const server = spawn(process.execPath, [mainScript], {
  stdio: 'inherit',
  detached: true,
  env: { ...process.env, SMTP_URL: smtpUrl },
});

let forwarded = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (forwarded) return;
    forwarded = true;
    server.kill(signal);
  });
}

server.on('exit', (code, signal) => {
  smtp.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (mailDir) rmSync(mailDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
