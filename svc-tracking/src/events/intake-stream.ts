import { DiscardPolicy, RetentionPolicy, StorageType } from '@nats-io/jetstream';
import type { StreamConfig } from '@tidings/service-kit/nats-bus';
import type { TrackingConfig } from '../config.js';

/**
 * The event intake: accepted events wait in this JetStream stream until a consumer has stored
 * them. A work queue (an event leaves the stream once stored), on disk, refusing new events when
 * full rather than dropping old ones that are not stored yet.
 */
export const INTAKE_STREAM = 'TRACKING_EVENTS';
const SUBJECT_ROOT = 'tracking.events';

type IntakeConfig = Pick<TrackingConfig, 'EVENTS_STREAM_MAX_BYTES' | 'EVENTS_STREAM_REPLICAS' | 'EVENTS_DUPLICATE_WINDOW'>;

export function intakeStream(config: IntakeConfig): StreamConfig {
  return {
    name: INTAKE_STREAM,
    subjects: [`${SUBJECT_ROOT}.>`],
    options: {
      retention: RetentionPolicy.Workqueue,
      storage: StorageType.File,
      discard: DiscardPolicy.New,
      max_bytes: config.EVENTS_STREAM_MAX_BYTES,
      num_replicas: config.EVENTS_STREAM_REPLICAS,
      duplicate_window: config.EVENTS_DUPLICATE_WINDOW * 1_000_000,
    },
  };
}

const token = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '_');

/**
 * Subjects are per deployment (its database: two deployments sharing a NATS, as tests do, never
 * store each other's events) and per user (a deletion purges the user's events not yet stored).
 */
export const deploymentSubjects = (dbName: string) => `${SUBJECT_ROOT}.${token(dbName)}.>`;
export const userSubject = (dbName: string, userId: string) => `${SUBJECT_ROOT}.${token(dbName)}.${token(userId)}`;

/** One durable consumer per deployment: its instances share it, so each event is stored by one of them. */
export const intakeDurable = (dbName: string) => `tracking-events-${token(dbName)}`;
