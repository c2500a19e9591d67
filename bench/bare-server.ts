// The yardstick: the smallest Fastify app, run as its own process like the API so that it does not
// share an event loop with the load generator.
import Fastify from 'fastify';

const port = Number(process.env.BARE_PORT);
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port });

const shutdown = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
