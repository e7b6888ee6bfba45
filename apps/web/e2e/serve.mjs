// Runs the built API (which also serves the built website) for the browser tests, and deletes the
// throw-away data directory once the server has shut down, so runs leave nothing behind.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const mainScript = fileURLToPath(new URL('../../api/dist/main.js', import.meta.url));
const dataDir = process.env.DATA_DIR;
// In its own process group: Playwright signals this wrapper's group, and the server treats a second
// signal as "exit at once", so it must get exactly one, from here.
const server = spawn(process.execPath, [mainScript], { stdio: 'inherit', detached: true });

let forwarded = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (forwarded) return;
    forwarded = true;
    server.kill(signal);
  });
}

server.on('exit', (code, signal) => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
