import { spawn } from 'node:child_process';

export interface ChildServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Runs a yardstick server script (one of this folder's *Server.ts) in a process of its own, so that it never
 * shares the load generator's event loop, and resolves with the address it prints once it listens.
 */
export async function startChildServer(script: URL, args: string[] = []): Promise<ChildServer> {
  const server = spawn(process.execPath, ['--import', 'tsx', script.pathname, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`${script.pathname} exited with code ${code}`)));
    server.stdout.setEncoding('utf8').once('data', (line: string) => resolve(line.trim()));
  });
  return {
    url,
    stop: async () => {
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await exited;
    },
  };
}
