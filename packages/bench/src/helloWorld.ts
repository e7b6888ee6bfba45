import { startChildServer, type ChildServer } from './childServer';

/** Starts the Fastify hello world (helloWorldServer.ts) in a process of its own. */
export function startHelloWorld(): Promise<ChildServer> {
  return startChildServer(new URL('./helloWorldServer.ts', import.meta.url));
}
