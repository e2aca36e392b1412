import type { TrackingEventRecord } from './event-repository.js';

/** An event as it waits in the intake stream: the stored record, dates as epoch milliseconds. */
interface IntakeMessage extends Omit<TrackingEventRecord, 'ts' | 'createdAt'> {
  ts: number;
  createdAt: number;
}

export function encodeEvent(record: TrackingEventRecord): string {
  const message: IntakeMessage = { ...record, ts: record.ts.getTime(), createdAt: record.createdAt.getTime() };
  return JSON.stringify(message);
}

/**
 * The record back from a message. Only this service writes the stream, after validating the body
 * against its schema, so the shape is checked loosely: a message that is not one is answered null
 * (and dropped by the consumer with an error in the log).
 */
export function decodeEvent(text: string): TrackingEventRecord | null {
  try {
    const message = JSON.parse(text) as Partial<IntakeMessage>;
    if (typeof message.eventId !== 'string' || typeof message.userId !== 'string' || typeof message.ts !== 'number' || typeof message.createdAt !== 'number') return null;
    return { ...(message as IntakeMessage), ts: new Date(message.ts), createdAt: new Date(message.createdAt) };
  } catch {
    return null;
  }
}
