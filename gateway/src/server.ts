import { ConfigError } from '@tidings/service-kit/config';
import { serverOptions } from '@tidings/service-kit/logger';
import { runServer } from '@tidings/service-kit/run-server';
import Fastify from 'fastify';
import gatewayApp, { resolvePublicKey } from './app.js';
import { loadConfig, type GatewayConfig } from './config.js';

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
const app = Fastify({
  ...serverOptions('gateway', config.logLevel),
  // One line per request (below) instead of Fastify's two with full req/res serializers:
  // the gateway sees every call, so its logging is on the hot path.
  disableRequestLogging: true,
  bodyLimit: config.bodyLimit,
});
app.addHook('onResponse', (request, reply, done) => {
  request.log.info({ method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request completed');
  done();
});

app.log.info({ services: config.services }, 'loading the session public key');
const publicKey = await resolvePublicKey(config);
await app.register(gatewayApp, { config, publicKey });
await runServer(app, config.port, config.host);
