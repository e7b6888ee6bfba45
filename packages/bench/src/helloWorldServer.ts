// The yardstick for throughput targets: the smallest Fastify server this machine can run, started by the
// bench in its own process (like the site) so both are measured under the same load at the same time.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', () => ({ hello: 'world' }));
// The same server sending a body as large as a page's, to tell the cost of the bytes from the site's own.
app.get<{ Params: { size: string } }>('/bytes/:size', (request, reply) =>
  reply.type('application/octet-stream').send(Buffer.alloc(Number(request.params.size), 'x')),
);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${address}\n`);
