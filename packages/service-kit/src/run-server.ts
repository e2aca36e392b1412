import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { ConfigError } from './config.js';
import { serverOptions } from './logger.js';
import { stopTracing } from './tracing/start.js';

/**
 * Listens, and on SIGINT/SIGTERM closes the app (and so every connection it opened) before
 * exiting. A second signal, or a close that hangs, exits at once.
 */
export async function runServer(app: FastifyInstance, port: number, host: string, closeTimeoutMs = 10_000): Promise<void> {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('close timed out');
      process.exit(1);
    }, closeTimeoutMs).unref();
    // The spans still buffered go out before the exit (nothing to do when not tracing).
    app.close().then(
      () => stopTracing().then(() => process.exit(0)),
      (error: unknown) => {
        app.log.error({ err: error }, 'close failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port, host });
}

export interface ServiceConfig {
  PORT: number;
  HOST: string;
  LOG_LEVEL: string;
  /** From serviceEnv; undefined keeps serverOptions' default. */
  TRUSTED_PROXIES?: string | false;
}

/** Where and how a deployable listens, read from its config. */
export interface ServerSettings {
  port: number;
  host: string;
  logLevel: string;
  /** undefined keeps serverOptions' default. */
  trustedProxies?: string | false;
  /** Fastify options beyond the shared ones (the gateway's request log and body limit). */
  fastify?: FastifyServerOptions;
}

/** A service's config carries the variables of serviceEnv as they are. */
const serviceSettings = (config: ServiceConfig): ServerSettings => ({
  port: config.PORT,
  host: config.HOST,
  logLevel: config.LOG_LEVEL,
  trustedProxies: config.TRUSTED_PROXIES,
});

/**
 * A deployable's whole `server.ts`: read the config (on a ConfigError print every problem and
 * exit 1), build Fastify with the shared options, register the app plugin, listen, close on
 * signals; a start that fails is logged and exits 1. `settings` reads a config not shaped like
 * serviceEnv (the gateway's).
 */
export function startService<C extends ServiceConfig>(name: string, loadConfig: () => C, appPlugin: FastifyPluginAsync<{ config: C }>): Promise<FastifyInstance>;
export function startService<C>(
  name: string,
  loadConfig: () => C,
  appPlugin: FastifyPluginAsync<{ config: C }>,
  settings: (config: C) => ServerSettings,
): Promise<FastifyInstance>;
export async function startService<C>(
  name: string,
  loadConfig: () => C,
  appPlugin: FastifyPluginAsync<{ config: C }>,
  settings = serviceSettings as unknown as (config: C) => ServerSettings,
): Promise<FastifyInstance> {
  let config: C;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`${name}: ${error.message}`);
    process.exit(1);
  }
  const server = settings(config);
  const app = Fastify({ ...serverOptions(name, server.logLevel, { trustedProxies: server.trustedProxies }), ...server.fastify });
  try {
    await app.register(appPlugin, { config });
    await runServer(app, server.port, server.host);
  } catch (error) {
    app.log.fatal({ err: error }, 'start failed');
    await app.close().catch(() => undefined);
    process.exit(1);
  }
  return app;
}
