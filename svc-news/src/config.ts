import { z } from 'zod';
import { articlesRpcSubjectVar } from '@tidings/contracts/events/articles';
import {
  booleanVar,
  durationVar,
  hasPublicKeySource,
  parseEnv,
  PUBLIC_KEY_SOURCE_MESSAGE,
  publicKeyEnv,
  serviceEnv,
} from '@tidings/service-kit/config';
import { isHttpsOrLoopback } from './ingestion/outbound-guard.js';

const configSchema = z
  .object({
    ...serviceEnv({ port: 4002, db: 'tidings-news' }),
    ...publicKeyEnv,
    /** Polls the configured feeds; tests turn it off and drive the worker themselves. */
    INGESTION_ENABLED: booleanVar(true),
    /** A JSON list of sources replacing the defaults (see src/ingestion/sources.ts). */
    NEWS_SOURCES_FILE: z.string().min(1).optional(),
    /** How often the worker looks for due sources (each source keeps its own interval). */
    INGEST_TICK: durationVar('60s'),
    /**
     * How long a source stays with the instance polling it (renewed every third of it while the
     * poll runs): the longest a crashed instance keeps a source from the others.
     */
    INGEST_SOURCE_LEASE: durationVar('60s').pipe(z.number().min(1000, 'must be at least 1 s').max(3_600_000, 'must be at most 1 h')),
    /** Loads the starter corpus on first start when the news collection is empty. */
    CORPUS_ENABLED: booleanVar(true),
    /** OpenAI-compatible summaries; all three of URL, key and model, or none. */
    LLM_BASE_URL: z.url().optional(),
    LLM_API_KEY: z.string().min(1).optional(),
    LLM_MODEL: z.string().min(1).optional(),
    LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
    /** LLM calls in flight at once, per instance. */
    LLM_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
    /** LLM calls per UTC hour, all instances together; jobs past it wait for the next hour. */
    LLM_MAX_CALLS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(300),
    /** How often queued summaries (left by a restart, a spent budget, a retry) are looked for. */
    LLM_SUMMARY_TICK: durationVar('30s'),
    /** Durable JetStream consumer names start with this (tests give each app its own). */
    CONSUMER_PREFIX: z.string().regex(/^[A-Za-z0-9_-]+$/).default('svc-news'),
    /** How long the feed's in-memory candidate pool is reused before it is reloaded. */
    FEED_POOL_TTL: durationVar('30s'),
    /**
     * The starter samples leave the feed, the list and search once this many real (non-sample)
     * articles published in the last 48 h are stored; 0 keeps them (see news/sample-articles.ts).
     */
    /**
     * A deleted user's rows are erased again this long after the first erase, so an event about
     * them still on its way (engagement, preferences) cannot write them back (see src/user-data).
     */
    USER_ERASE_SWEEP: durationVar('60s'),
    SAMPLES_HIDE_AFTER_FRESH: z.coerce.number().int().min(0).max(100_000).default(60),
    /** NATS subject prefix on which svc-news answers svc-tracking's article lookups (same value in both). */
    ARTICLES_RPC_SUBJECT: articlesRpcSubjectVar,
  })
  .refine(hasPublicKeySource, { message: PUBLIC_KEY_SOURCE_MESSAGE, path: ['JWT_PUBLIC_KEY'] })
  .refine((env) => env.USER_ERASE_SWEEP >= 1_000 && env.USER_ERASE_SWEEP <= 3_600_000, { message: 'must be between 1s and 1h', path: ['USER_ERASE_SWEEP'] })
  .refine((env) => [env.LLM_BASE_URL, env.LLM_API_KEY, env.LLM_MODEL].filter(Boolean).length % 3 === 0, {
    message: 'set LLM_BASE_URL, LLM_API_KEY and LLM_MODEL together, or none of them',
    path: ['LLM_BASE_URL'],
  })
  // The API key travels in every request: only TLS may carry it off this machine.
  .refine((env) => !env.LLM_BASE_URL || isHttpsOrLoopback(env.LLM_BASE_URL), {
    message: 'LLM_BASE_URL must be https:// (http:// only for a loopback host such as 127.0.0.1, [::1] or localhost)',
    path: ['LLM_BASE_URL'],
  });

export type NewsConfig = z.infer<typeof configSchema>;

/** Reads and checks the environment; throws a ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): NewsConfig {
  return parseEnv(configSchema, env);
}
