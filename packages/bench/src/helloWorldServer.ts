// The yardstick for throughput targets: the smallest Fastify server this machine can run, started by the
// bench in its own process (like the site) so both are measured under the same load at the same time.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', () => ({ hello: 'world' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${address}\n`);
