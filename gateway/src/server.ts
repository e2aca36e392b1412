import { ConfigError } from '@tidings/service-kit/config';
import { serverOptions } from '@tidings/service-kit/logger';
import { runServer } from '@tidings/service-kit/run-server';
import Fastify from 'fastify';
import { pino, type LoggerOptions } from 'pino';
import gatewayApp, { resolvePublicKey } from './app.js';
import { loadConfig, type GatewayConfig } from './config.js';
import { GatewayLogController } from './request-log.js';

function configOrExit(): GatewayConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = configOrExit();
const options = serverOptions('gateway', config.logLevel, { trustedProxies: config.trustedProxies });
// Buffered, asynchronous log writes: one write per few KB instead of one syscall per request line
// (pino flushes what is left when the process exits; the timer bounds how long a line can wait).
const logDestination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
setInterval(() => logDestination.flush(), 1_000).unref();
const app = Fastify({
  ...options,
  logger: { ...(options.logger as LoggerOptions), stream: logDestination },
  logController: new GatewayLogController(),
  bodyLimit: config.bodyLimit,
});

app.log.info({ services: config.services }, 'loading the session public key');
const publicKey = await resolvePublicKey(config);
await app.register(gatewayApp, { config, publicKey });
await runServer(app, config.port, config.host);
