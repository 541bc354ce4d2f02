// The ceiling: a bare Fastify route with nothing behind it, run as its own process like the product.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => [{ id: 'x', name: 'Bare' }]);
await app.listen({ port: Number(process.env.PORT ?? 3201), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
