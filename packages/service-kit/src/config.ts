import { z } from 'zod';
import { natsServerOptions } from './nats-url.js';
import { trustedProxiesVar } from './trusted-proxies.js';

/** Raised when the environment does not describe a runnable service; lists every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses the environment with a zod schema; the only place a deployable reads process.env. In
 * production it also refuses weak secrets (see `productionSecretProblems`), listed with the rest.
 */
export function parseEnv<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  const problems = [
    ...(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`)),
    ...productionSecretProblems(env),
  ];
  if (problems.length > 0 || !result.success) throw new ConfigError(problems);
  return result.data;
}

/**
 * Production is what the images run: service.Dockerfile and gateway/Dockerfile set
 * NODE_ENV=production. `npm start`, the tests and the benchmarks never do, and run with the
 * embedded engines' generated or default credentials.
 */
export const isProduction = (env: NodeJS.ProcessEnv) => env.NODE_ENV === 'production';

/** The shortest password production accepts (`openssl rand -hex 24`, as .env.example says, gives 48). */
export const MIN_SECRET_LENGTH = 24;
/** What .env.example holds for every secret until it is replaced. */
export const PLACEHOLDER_SECRET = 'replace-me';
/** The variables whose URLs carry the deployment's passwords (docker-compose builds them from .env). */
const CREDENTIAL_URL_VARIABLES = ['MONGO_URL', 'NATS_URL'] as const;

/**
 * The passwords a URL variable carries: one URL, a NATS list (a comma before each `scheme://`) or a
 * MongoDB URL with several hosts (`mongodb://user:pw@host-1,host-2/db`). The password is the
 * userinfo after its first colon, up to the last `@` before the hosts, so a comma inside it stays.
 */
function urlPasswords(value: string): string[] {
  const passwords: string[] = [];
  for (const url of value.split(/,(?=\s*[a-z][\w+.-]*:\/\/)/i)) {
    const userinfo = /^\s*[a-z][\w+.-]*:\/\/([^/?#]*)@/i.exec(url)?.[1];
    const colon = userinfo?.indexOf(':') ?? -1;
    if (userinfo === undefined || colon < 0) continue;
    const raw = userinfo.slice(colon + 1);
    try {
      passwords.push(decodeURIComponent(raw));
    } catch {
      passwords.push(raw);
    }
  }
  return passwords;
}

/** Why `secret` may not guard a production deployment, or undefined. Never says the secret itself. */
export function weakSecretReason(secret: string): string | undefined {
  if (secret.trim().toLowerCase() === PLACEHOLDER_SECRET) return `is still .env.example's placeholder "${PLACEHOLDER_SECRET}"`;
  if (secret.length < MIN_SECRET_LENGTH) return `has ${secret.length} characters, and production needs at least ${MIN_SECRET_LENGTH}`;
  return undefined;
}

/**
 * In production, one problem per variable whose URL carries a placeholder or short password
 * (docker-compose's MONGO_*_PASSWORD and NATS_*_PASSWORD of .env): a deployment started from an
 * unchanged copy of .env.example, or with a guessable password, stops at start and names the
 * variable. A URL without a password (certificates, or no authentication) is not judged here.
 */
export function productionSecretProblems(env: NodeJS.ProcessEnv): string[] {
  if (!isProduction(env)) return [];
  const problems: string[] = [];
  for (const name of CREDENTIAL_URL_VARIABLES) {
    const passwords = urlPasswords(env[name] ?? '');
    const reason = passwords.map(weakSecretReason).find(Boolean);
    if (reason) problems.push(`${name}: its password ${reason} (NODE_ENV=production; make one with openssl rand -hex 24)`);
    else if (name === 'NATS_URL' && passwords.some((password) => !/^[A-Za-z]/.test(password))) {
      // nats-server reads the conf's `$NATS_…_PASSWORD` as a value: `8e31…` is a number, and the server does not start.
      problems.push(`${name}: its password must start with a letter, or nats-server reads it as a number (make one with echo p$(openssl rand -hex 24))`);
    }
  }
  return problems;
}

// Building blocks the deployables' config modules share.
export const portVar = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
export const logLevelVar = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info');
export const urlVar = z.url();
export const booleanVar = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
    .default(fallback ? 'true' : 'false')
    .transform((value) => ['true', '1', 'on', 'yes'].includes(value));

export const hostVar = z.string().min(1).default('127.0.0.1');
/** METRICS_PORT: unset or empty means no metrics listener; 0 picks a free port. */
export const metricsPortVar = z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(0).max(65535).optional());
export const mongoUrlVar = z
  .string({ error: 'is required (e.g. mongodb://127.0.0.1:27017)' })
  .regex(/^mongodb(\+srv)?:\/\/\S+$/, 'must be a mongodb:// URL');
const NATS_SERVER = /^(nats|tls|wss?):\/\/\S+$|^[\w.-]+:\d+$/;
/** One server, or a cluster as a comma list (`nats://nats-1:4222,nats://nats-2:4222`). */
export const natsUrlVar = z
  .string({ error: 'is required (e.g. nats://127.0.0.1:4222)' })
  .refine((value) => value.split(',').every((server) => NATS_SERVER.test(server.trim())), { message: 'must be a nats:// URL, or a comma list of them', abort: true })
  .refine((value) => {
    try {
      natsServerOptions(value);
      return true;
    } catch {
      return false;
    }
  }, 'every server of the list must be a URL carrying the same user and password (or none)');

const DURATION_UNITS_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** A span such as `7d`, `12h`, `1 minute`, `90s` or a bare number of seconds; parsed to milliseconds. */
export const durationVar = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const match = /^(\d+)\s*(ms|s|sec|secs|seconds?|m|min|mins|minutes?|h|hours?|d|days?)?$/i.exec(value.trim());
      if (!match) {
        ctx.addIssue({ code: 'custom', message: `"${value}" is not a duration (e.g. 90s, 15m, 12h, 7d)` });
        return z.NEVER;
      }
      const unit = (match[2] ?? 's').toLowerCase();
      const key = unit === 'ms' ? 'ms' : unit.startsWith('mi') || unit === 'm' ? 'm' : unit.charAt(0);
      return Number(match[1]) * (DURATION_UNITS_MS[key] ?? 1000);
    });

/** The variables every service reads, with its own port and database name as defaults. */
export function serviceEnv(defaults: { port: number; db: string }) {
  return {
    PORT: portVar(defaults.port),
    HOST: hostVar,
    /** The Prometheus metrics listener (metrics/metrics-plugin.ts); unset, none. */
    METRICS_PORT: metricsPortVar,
    METRICS_HOST: z.string().min(1).optional(),
    LOG_LEVEL: logLevelVar,
    MONGO_URL: mongoUrlVar,
    MONGO_DB: z.string().min(1).default(defaults.db),
    NATS_URL: natsUrlVar,
    /** Only the gateway, on this machine, by default; docker-compose names the gateway's network. */
    TRUSTED_PROXIES: trustedProxiesVar('loopback'),
    /** Per-user budgets per window (see user-rate-limits.ts); generous for real use. */
    USER_RATE_LIMIT_WINDOW: durationVar('1 minute').pipe(z.number().min(1000, 'must be at least 1 s').max(86_400_000, 'must be at most 1 day')),
    USER_RATE_LIMIT_EVENTS: z.coerce.number().int().min(1).default(600),
    USER_RATE_LIMIT_WRITES: z.coerce.number().int().min(1).default(600),
    USER_RATE_LIMIT_SEARCH: z.coerce.number().int().min(1).default(300),
    /** `/readyz` names each dependency's check; off, it says only ready or not ready. */
    HEALTH_DETAILS: booleanVar(false),
  };
}

/**
 * Where a verifying service gets svc-auth's public key: a PEM, a file, or svc-auth itself
 * (`AUTH_URL`, from which `GET /auth/public-key` is fetched at start). At least one must be set.
 */
export const publicKeyEnv = {
  JWT_PUBLIC_KEY: z.string().includes('PUBLIC KEY', { message: 'must be a PEM public key' }).optional(),
  JWT_PUBLIC_KEY_FILE: z.string().min(1).optional(),
  AUTH_URL: z.url().optional(),
};

export function hasPublicKeySource(env: { JWT_PUBLIC_KEY?: string; JWT_PUBLIC_KEY_FILE?: string; AUTH_URL?: string }): boolean {
  return Boolean(env.JWT_PUBLIC_KEY ?? env.JWT_PUBLIC_KEY_FILE ?? env.AUTH_URL);
}

export const PUBLIC_KEY_SOURCE_MESSAGE = 'set JWT_PUBLIC_KEY, JWT_PUBLIC_KEY_FILE or AUTH_URL (svc-auth, e.g. http://127.0.0.1:4001)';
