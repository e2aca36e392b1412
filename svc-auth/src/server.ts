import Fastify from 'fastify';
import { ConfigError } from '@tidings/service-kit/config';
import { serverOptions } from '@tidings/service-kit/logger';
import { runServer } from '@tidings/service-kit/run-server';
import authApp from './app.js';
import { loadConfig, type AuthConfig } from './config.js';

let config: AuthConfig;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`svc-auth: ${error.message}`);
  process.exit(1);
}

const app = Fastify(serverOptions('svc-auth', config.LOG_LEVEL));
await app.register(authApp, { config });
await runServer(app, config.PORT, config.HOST);
