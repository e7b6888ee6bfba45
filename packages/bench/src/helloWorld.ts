import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface HelloWorld {
  url: string;
  stop(): Promise<void>;
}

/** Starts the Fastify hello world in a child process and resolves with its address. */
export async function startHelloWorld(): Promise<HelloWorld> {
  const script = fileURLToPath(new URL('./helloWorldServer.ts', import.meta.url));
  const server = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`The hello world exited with code ${code}`)));
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
