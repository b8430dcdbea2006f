/**
 * The yardstick of `npm run bench`: Fastify answering a fixed JSON body with no plugin,
 * hook or logger, i.e. what a request costs before the portal does anything.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const address = await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
console.log(`Bare Fastify listening on ${address}`);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
