// The yardstick of the API bench: a bare Fastify JSON route on the same machine, in its own
// process like the app, so the app's figures read as a share of what Fastify itself can do here.
import process from 'node:process';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
