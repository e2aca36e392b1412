import { z } from 'zod';

/** Raised when the environment does not describe a runnable service; lists every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment with a zod schema; the only place a deployable reads process.env. */
export function parseEnv<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`));
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
