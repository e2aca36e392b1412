import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { authPlugin, type AuthOptions } from './auth.js';
import type { Deployable } from './metrics/catalogue.js';
import { metricsPlugin, type MetricsOptions } from './metrics/metrics-plugin.js';
import { collectServiceGauges } from './metrics/service-gauges.js';
import { errorHandlerPlugin } from './errors.js';
import { healthPlugin, type HealthOptions } from './health.js';
import { mongoPlugin, type MongoOptions } from './mongo.js';
import { natsPlugin, type StreamConfig } from './nats-bus.js';
import { openapiPlugin, type OpenapiOptions } from './openapi.js';
import { outboxPlugin } from './outbox.js';
import { userRateLimitsPlugin, type UserRateLimitOptions } from './user-rate-limits.js';

export interface ServicePlatformOptions {
  /** The service's name, e.g. `svc-auth`: NATS connection name, log field and its metrics' catalogue entry. */
  name: Extract<Deployable, `svc-${string}`>;
  /** The Prometheus listener (`metricsListenerFrom(config)`); none when absent. */
  metrics?: Omit<MetricsOptions, 'deployable'>;
  mongo: MongoOptions;
  nats: { url: string; streams: readonly StreamConfig[] };
  auth: AuthOptions;
  openapi: OpenapiOptions;
  outboxDrainIntervalMs?: number;
  /** Per-user budgets (`userRateLimitsFrom(config)`); service-kit's defaults when absent. */
  rateLimits?: UserRateLimitOptions;
  health?: HealthOptions;
}

/**
 * The first tiers every service repeats, in order: zod compilers and the error handler, the
 * OpenAPI collector (before any route), then the connections (mongo, NATS, outbox), session
 * verification and health. A service registers this, then its repositories, then its routes.
 */
export const servicePlatform = fp<ServicePlatformOptions>(
  async (app: FastifyInstance, options) => {
    // First: its request hook sees every route, and every later plugin finds app.metrics.
    await app.register(metricsPlugin, { deployable: options.name, host: '127.0.0.1', ...options.metrics });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorHandlerPlugin);
    await app.register(openapiPlugin, options.openapi);
    await app.register(mongoPlugin, options.mongo);
    await app.register(natsPlugin, { url: options.nats.url, name: options.name, streams: options.nats.streams });
    await app.register(outboxPlugin, { drainIntervalMs: options.outboxDrainIntervalMs });
    collectServiceGauges(app);
    await app.register(authPlugin, options.auth);
    // Counted per database: the instances of one service share it, other deployments do not.
    await app.register(userRateLimitsPlugin, { namespace: options.mongo.dbName, limits: options.rateLimits });
    await app.register(healthPlugin, options.health ?? {});
  },
  { name: 'tidings-service-platform' },
);
