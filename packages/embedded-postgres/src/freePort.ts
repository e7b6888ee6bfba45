import { createServer } from 'node:net';

/** Listens on a local port for a moment and answers which one it was (0 asks the system for any free one). */
function probe(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('No free port')),
      );
    });
  });
}

/** A TCP port that nothing listens on now, so several instances can run side by side. */
export function findFreePort(): Promise<number> {
  return probe(0);
}

export function isPortFree(port: number): Promise<boolean> {
  return probe(port).then(
    () => true,
    () => false,
  );
}
