// The machine's ceiling for bench:api: a Fastify hello-world started like the real server
// (same Node, same pino logger settings, same host/port handling), so ratios against it compare like with like.
import Fastify from 'fastify';

// Mirrors buildApp({ logger: true }) in apps/api/src/app.ts (level from LOG_LEVEL, secrets redacted).
const LOG_REDACT_PATHS = ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', '*.password', '*.passwordHash', '*.refreshToken', '*.accessToken'];

const app = Fastify({
  logger: { level: process.env.LOG_LEVEL?.trim() || 'info', redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } },
  routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  return503OnClosing: true,
});

app.get('/', async () => ({ hello: 'world' }));

for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => app.close().then(() => process.exit(0)));

await app.listen({ port: Number(process.env.PORT || 3999), host: process.env.HOST || '127.0.0.1' });
