import { z } from 'zod';
import { hasPublicKeySource, parseEnv, PUBLIC_KEY_SOURCE_MESSAGE, publicKeyEnv, serviceEnv } from '@tidings/service-kit/config';

const configSchema = z
  .object({ ...serviceEnv({ port: 4003, db: 'tidings-tracking' }), ...publicKeyEnv })
  .refine(hasPublicKeySource, { message: PUBLIC_KEY_SOURCE_MESSAGE, path: ['JWT_PUBLIC_KEY'] });

export type TrackingConfig = z.infer<typeof configSchema>;

/** Reads and checks the environment; throws a ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TrackingConfig {
  return parseEnv(configSchema, env);
}
