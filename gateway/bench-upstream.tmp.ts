import Fastify from 'fastify';
import { authPlugin } from '@tidings/service-kit/auth';
import { serverOptions } from '@tidings/service-kit/logger';
import { readFileSync } from 'node:fs';
const app = Fastify({ ...serverOptions('svc-auth', process.env.LOG_LEVEL ?? 'info') });
await app.register(authPlugin, { publicKey: readFileSync('/tmp/gwbench/pub.pem', 'utf8') });
app.get('/api/user', { preHandler: app.authenticate }, async (request) => ({ id: request.userId, username: 'ada', preferences: { darkMode: false, interests: ['world', 'science', 'sport'] } }));
app.get('/readyz', async () => ({ status: 'ready' }));
await app.listen({ port: 4001, host: '127.0.0.1' });
