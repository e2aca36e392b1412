import { ConfigError } from '@tidings/service-kit/config';
import { serverOptions } from '@tidings/service-kit/logger';
import { runServer } from '@tidings/service-kit/run-server';
import Fastify from 'fastify';
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
// Synchronous log writes on purpose: an asynchronous pino destination made SIGTERM hang once
// stdout was a broken pipe. The per-request cost is kept down by GatewayLogController instead.
const app = Fastify({
  ...serverOptions('gateway', config.logLevel, { trustedProxies: config.trustedProxies }),
  logController: new GatewayLogController(),
  bodyLimit: config.bodyLimit,
});

app.log.info({ services: config.services }, 'loading the session public key');
const publicKey = await resolvePublicKey(config);
await app.register(gatewayApp, { config, publicKey });
await runServer(app, config.port, config.host);
