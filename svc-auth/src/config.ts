import { z } from 'zod';
import { booleanVar, durationVar, parseEnv, serviceEnv } from '@tidings/service-kit/config';
import { REVOCATIONS_MAX_AGE_MS } from '@tidings/service-kit/session-revocations';

const IDLE_TIMEOUT_MAX_MS = 7 * 86_400_000;

const configSchema = z
  .object({
    ...serviceEnv({ port: 4001, db: 'tidings-auth' }),
    /** The Ed25519 signing key as PEM; wins over the file. */
    JWT_PRIVATE_KEY: z.string().includes('PRIVATE KEY', { message: 'must be a PEM private key' }).optional(),
    /** Read from here, or generated here on the first start when missing. */
    JWT_PRIVATE_KEY_FILE: z.string().min(1).default('data/keys/svc-auth-session-ed25519.pem'),
    /** A session ends after this long without a request (renewed while the user is active); ASVS L2: 30 min. */
    SESSION_IDLE_TIMEOUT: durationVar('30m'),
    /** A session ends this long after sign-in, however active; ASVS L2: 12 h. */
    SESSION_ABSOLUTE_LIFETIME: durationVar('12h'),
    /** Gone: a leftover setting would silently mean nothing, so it is refused with a pointer. */
    SESSION_TTL: z.never({ error: 'was replaced by SESSION_IDLE_TIMEOUT and SESSION_ABSOLUTE_LIFETIME' }).optional(),
    /**
     * The 'Quick Test Login' account (testuser / password123), created at start when missing.
     * Off unless configured: only `npm start`'s embedded default (scripts/stack.ts) turns it on.
     */
    TEST_ACCOUNT_ENABLED: booleanVar(false),
    /** `auto`: Secure when the request came over TLS (x-forwarded-proto from the gateway). */
    COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
    /** Login and register attempts allowed per client IP in each window (several people may share one). */
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
    AUTH_RATE_LIMIT_WINDOW: durationVar('1 minute'),
    /** Failed logins per (username, IP) in AUTH_FAILED_LOGIN_WINDOW before that address is refused for that account. */
    AUTH_FAILED_LOGIN_MAX: z.coerce.number().int().min(1).default(5),
    AUTH_FAILED_LOGIN_WINDOW: durationVar('15 minutes').pipe(z.number().min(1000).max(86_400_000, 'must be at most 1 day')),
    /**
     * Failed logins per username (any IP) in that window before its logins wait, one at a time
     * across instances (a parallel one is 429; never a lock: see session/attempt-limits).
     */
    AUTH_SLOWDOWN_AFTER: z.coerce.number().int().min(1).default(10),
    AUTH_SLOWDOWN_MAX_DELAY: durationVar('5s').pipe(z.number().min(0).max(30_000, 'must be at most 30 s')),
  })
  .refine((env) => env.SESSION_IDLE_TIMEOUT >= 1000 && env.SESSION_IDLE_TIMEOUT <= IDLE_TIMEOUT_MAX_MS, {
    message: 'must be between 1 second and 7 days',
    path: ['SESSION_IDLE_TIMEOUT'],
  })
  .refine((env) => env.SESSION_ABSOLUTE_LIFETIME >= 1000 && env.SESSION_ABSOLUTE_LIFETIME <= REVOCATIONS_MAX_AGE_MS, {
    message: 'must be between 1 second and 30 days',
    path: ['SESSION_ABSOLUTE_LIFETIME'],
  })
  .refine((env) => env.SESSION_IDLE_TIMEOUT <= env.SESSION_ABSOLUTE_LIFETIME, {
    message: 'must not be longer than SESSION_ABSOLUTE_LIFETIME',
    path: ['SESSION_IDLE_TIMEOUT'],
  });

export type AuthConfig = z.infer<typeof configSchema>;

/** Reads and checks the environment; throws a ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  return parseEnv(configSchema, env);
}
