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
    /**
     * The 'Quick Test Login' account (testuser / password123), created at start when missing.
     * Off unless configured: only `npm start`'s embedded default (scripts/stack.ts) turns it on.
     */
    TEST_ACCOUNT_ENABLED: booleanVar(false),
    /** `auto`: Secure when the request came over TLS (x-forwarded-proto from the gateway). */
    COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
    /** Login and register attempts allowed per IP, and separately per username, in each window. */
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    AUTH_RATE_LIMIT_WINDOW: durationVar('1 minute'),
  })
  .refine((env) => env.SESSION_TTL >= 60_000, { message: 'must be at least one minute', path: ['SESSION_TTL'] });

export type AuthConfig = z.infer<typeof configSchema>;

/** Reads and checks the environment; throws a ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  return parseEnv(configSchema, env);
}
