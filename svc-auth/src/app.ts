import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { STREAMS } from '@tidings/contracts/events/streams';
import { migrationsPlugin } from '@tidings/service-kit/migrations';
import { metricsListenerFrom } from '@tidings/service-kit/metrics/metrics-plugin';
import { servicePlatform } from '@tidings/service-kit/service-platform';
import { userRateLimitsFrom } from '@tidings/service-kit/user-rate-limits';
import type { AuthConfig } from './config.js';
import { MIGRATIONS } from './migrations/index.js';
import { accessTokenRoutes } from './routes/access-tokens.js';
import { passwordRoutes } from './routes/password.js';
import { clientConfigRoutes } from './routes/client-config.js';
import { publicKeyRoutes } from './routes/public-key.js';
import { sessionRoutes } from './routes/session.js';
import { tokenExchangeRoutes } from './routes/token-exchange.js';
import { userRoutes } from './routes/user.js';
import { attemptLimitsPlugin } from './session/attempt-limits.js';
import { sessionCookiePlugin } from './session/session-cookie.js';
import { sessionStorePlugin } from './session/session-store.js';
import { resolveSigningKeys } from './session/signing-keys.js';
import { accessTokenStorePlugin } from './tokens/access-token-store.js';
import { accountServicePlugin } from './users/account-service.js';
import { testAccountPlugin } from './users/test-account.js';
import { userDataPlugin } from './user-data/user-data-plugin.js';
import { userRepositoryPlugin } from './users/user-repository.js';

export interface AuthAppOptions {
  config: AuthConfig;
}

/** svc-auth as a plugin: connections, then the user store and accounts, then the routes. */
async function authApp(app: FastifyInstance, { config }: AuthAppOptions): Promise<void> {
  const keys = await resolveSigningKeys(config);
  await app.register(servicePlatform, {
    name: 'svc-auth',
    metrics: metricsListenerFrom(config),
    health: { details: config.HEALTH_DETAILS },
    mongo: { url: config.MONGO_URL, dbName: config.MONGO_DB },
    nats: { url: config.NATS_URL, streams: [STREAMS.users] },
    auth: { publicKey: keys.publicKey, privateKey: keys.privateKey },
    rateLimits: userRateLimitsFrom(config),
    openapi: {
      title: 'Tidings svc-auth',
      description: 'Accounts, sessions and preferences',
      tags: [
        { name: 'auth', description: 'Register, login and logout' },
        { name: 'user', description: 'The signed-in user and their preferences' },
        { name: 'tokens', description: 'Personal access tokens for scripts and apps (managed from a signed-in session only)' },
      ],
    },
  });

  // Before any repository: a migration may have to fill what a new index needs.
  await app.register(migrationsPlugin, { migrations: MIGRATIONS });
  await app.register(userRepositoryPlugin);
  await app.register(accountServicePlugin, { testAccountEnabled: config.TEST_ACCOUNT_ENABLED });
  await app.register(testAccountPlugin, { enabled: config.TEST_ACCOUNT_ENABLED });
  await app.register(sessionStorePlugin, { idleMs: config.SESSION_IDLE_TIMEOUT, absoluteMs: config.SESSION_ABSOLUTE_LIFETIME });
  await app.register(accessTokenStorePlugin);
  await app.register(sessionCookiePlugin, { secure: config.COOKIE_SECURE });
  await app.register(attemptLimitsPlugin, {
    ipMax: config.AUTH_RATE_LIMIT_MAX,
    windowMs: config.AUTH_RATE_LIMIT_WINDOW,
    failedMax: config.AUTH_FAILED_LOGIN_MAX,
    failedWindowMs: config.AUTH_FAILED_LOGIN_WINDOW,
    slowdownAfter: config.AUTH_SLOWDOWN_AFTER,
    slowdownMaxDelayMs: config.AUTH_SLOWDOWN_MAX_DELAY,
  });
  await app.register(userDataPlugin);

  await app.register(publicKeyRoutes, { publicKey: keys.publicKey });
  await app.register(sessionRoutes);
  await app.register(userRoutes);
  await app.register(passwordRoutes);
  await app.register(accessTokenRoutes);
  await app.register(tokenExchangeRoutes);
  await app.register(clientConfigRoutes, { quickTestLogin: config.TEST_ACCOUNT_ENABLED });
}

export default fp(authApp, { name: 'svc-auth' });
