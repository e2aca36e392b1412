import { z } from 'zod';
import { articlesRpcSubjectVar } from '@tidings/contracts/events/articles';
import { EVENTS_PER_BATCH_MAX } from '@tidings/contracts/tracking-rules';
import { durationVar, hasPublicKeySource, parseEnv, PUBLIC_KEY_SOURCE_MESSAGE, publicKeyEnv, serviceEnv } from '@tidings/service-kit/config';

const DAY_MS = 86_400_000;
const MIB = 1_048_576;

/** A per-user budget of events: at least one full batch (EVENTS_PER_BATCH_MAX). */
const eventCount = (fallback: number) =>
  z.coerce.number().int().min(EVENTS_PER_BATCH_MAX, `must be at least ${EVENTS_PER_BATCH_MAX} (one full batch)`).max(1e9).default(fallback);
/** A per-user budget of intake bytes: at least 2 MiB, what a full 1 MB body can take in the intake. */
const eventBytes = (fallback: number) =>
  z.coerce.number().int().min(2 * MIB, 'must be at least 2 MiB (one full batch)').max(1_099_511_627_776, 'must be at most 1 TiB').default(fallback);

/** A duration variable kept within [min, max] milliseconds; the labels say the bounds in words. */
const boundedDuration = (fallback: string, [min, minLabel]: [number, string], [max, maxLabel]: [number, string]) =>
  durationVar(fallback).pipe(z.number().min(min, `must be at least ${minLabel}`).max(max, `must be at most ${maxLabel}`));

const configSchema = z
  .object({
    ...serviceEnv({ port: 4003, db: 'tidings-tracking' }),
    ...publicKeyEnv,
    /** Durable JetStream consumer names start with this (tests give each app its own). */
    CONSUMER_PREFIX: z.string().regex(/^[A-Za-z0-9_-]+$/).default('svc-tracking'),
    /** NATS subject prefix on which svc-news answers article lookups (the same value as svc-news'). */
    ARTICLES_RPC_SUBJECT: articlesRpcSubjectVar,
    /** How long a write waits for svc-news to say whether an unknown article id exists. */
    ARTICLE_LOOKUP_TIMEOUT: boundedDuration('2s', [100, '100ms'], [30_000, '30s']),
    /** `tracking_events` older than this (by the time they were stored) are deleted. */
    TRACKING_EVENTS_RETENTION: boundedDuration('180d', [DAY_MS, '1d'], [5 * 365 * DAY_MS, '1825d']),
    /** How often each instance runs that delete (the first run a minute after start). */
    TRACKING_EVENTS_RETENTION_INTERVAL: boundedDuration('1h', [1000, '1s'], [DAY_MS, '1d']),
    /** Events deleted per statement; a run deletes batch after batch, pausing between them. */
    TRACKING_EVENTS_RETENTION_BATCH: z.coerce.number().int().min(100).max(50_000).default(2000),
    /** The event intake's JetStream stream: at most this many bytes of events not yet stored; a full backlog answers 503. */
    EVENTS_STREAM_MAX_BYTES: z.coerce.number().int().min(1_048_576).max(1_099_511_627_776).default(1_073_741_824),
    /** Copies of the intake stream in a NATS cluster (1 on a single server; 3 in a cluster of three). */
    EVENTS_STREAM_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
    /** JetStream drops a replayed eventId within this window (the server keeps each id in memory meanwhile). */
    EVENTS_DUPLICATE_WINDOW: boundedDuration('2m', [1000, '1s'], [DAY_MS, '1d']),
    /** How long a batch waits for JetStream to persist it before answering 503. */
    EVENTS_PUBLISH_TIMEOUT: boundedDuration('2s', [100, '100ms'], [30_000, '30s']),
    /** Events per insert when the consumer stores the intake (bigger batches store faster). */
    EVENTS_STORE_BATCH: z.coerce.number().int().min(10).max(50_000).default(5000),
    /** An event delivered to an instance that neither stored nor released it (it died) goes to another after this. */
    EVENTS_ACK_WAIT: boundedDuration('30s', [1000, '1s'], [600_000, '10m']),
    /** A deleted user's rows are erased again this long after the first erasure (events the consumers held then). */
    USER_ERASE_SWEEP: boundedDuration('1m', [1000, '1s'], [DAY_MS, '1d']),
    /**
     * Each user's share of the event intake (event-budget.ts): events and bytes (as stored in the
     * intake) accepted per minute and per day. At least one full batch, so any valid batch can pass.
     */
    EVENTS_USER_MAX_PER_MINUTE: eventCount(2_000),
    EVENTS_USER_MAX_PER_DAY: eventCount(50_000),
    EVENTS_USER_MAX_BYTES_PER_MINUTE: eventBytes(16 * MIB),
    EVENTS_USER_MAX_BYTES_PER_DAY: eventBytes(64 * MIB),
  })
  .refine(hasPublicKeySource, { message: PUBLIC_KEY_SOURCE_MESSAGE, path: ['JWT_PUBLIC_KEY'] })
  .refine((env) => env.EVENTS_USER_MAX_PER_DAY >= env.EVENTS_USER_MAX_PER_MINUTE, {
    message: 'must be at least EVENTS_USER_MAX_PER_MINUTE',
    path: ['EVENTS_USER_MAX_PER_DAY'],
  })
  .refine((env) => env.EVENTS_USER_MAX_BYTES_PER_DAY >= env.EVENTS_USER_MAX_BYTES_PER_MINUTE, {
    message: 'must be at least EVENTS_USER_MAX_BYTES_PER_MINUTE',
    path: ['EVENTS_USER_MAX_BYTES_PER_DAY'],
  });

export type TrackingConfig = z.infer<typeof configSchema>;

/** Reads and checks the environment; throws a ConfigError listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TrackingConfig {
  return parseEnv(configSchema, env);
}
