import { z } from 'zod';
import { booleanVar, durationVar, parseEnv, serviceEnv } from '@tidings/service-kit/config';

const configSchema = z
  .object({
    ...serviceEnv({ port: 4001, db: 'tidings-auth' }),
    /** The Ed25519 signing key as PEM; wins over the file. */
    JWT_PRIVATE_KEY: z.string().includes('PRIVATE KEY', { message: 'must be a PEM private key' }).optional(),
    /** Read from here, or generated here on the first start when missing. */
    JWT_PRIVATE_KEY_FILE: z.string().min(1).default('data/keys/svc-auth-session-ed25519.pem'),
    SESSION_TTL: durationVar('7d'),
    /** The 'Quick Test Login' account (testuser / password123), created at start when missing. */
    TEST_ACCOUNT_ENABLED: booleanVar(true),
    /** `auto`: Secure when the request came over TLS (x-forwarded-proto from the gateway). */
    COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
    /** Login and register attempts allowed per client IP in each window (several people may share one). */
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
    AUTH_RATE_LIMIT_WINDOW: durationVar('1 minute'),
    /** Failed logins per (username, IP) in AUTH_FAILED_LOGIN_WINDOW before that address is refused for that account. */
    AUTH_FAILED_LOGIN_MAX: z.coerce.number().int().min(1).default(5),
    AUTH_FAILED_LOGIN_WINDOW: durationVar('15 minutes').pipe(z.number().min(1000).max(86_400_000, 'must be at most 1 day')),
    /** Failed logins per username (any IP) in that window before each attempt on it waits (never a lock). */
    AUTH_SLOWDOWN_AFTER: z.coerce.number().int().min(1).default(10),
    AUTH_SLOWDOWN_MAX_DELAY: durationVar('5s').pipe(z.number().min(0).max(30_000, 'must be at most 30 s')),
  })
  .refine((env) => env.SESSION_TTL >= 60_000, { message: 'must be at least one minute', path: ['SESSION_TTL'] });

export type AuthConfig = z.infer<typeof configSchema>;

/** Reads and checks the environment; throws a ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  return parseEnv(configSchema, env);
}
