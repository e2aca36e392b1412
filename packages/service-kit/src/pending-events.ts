import { createHash, randomUUID } from 'node:crypto';
import { Schema, type Model } from 'mongoose';
import type { EventMessage } from '@tidings/contracts/events/streams';
import { withTraceparent, type Traced } from './tracing/messages.js';

/**
 * The events a state write causes travel IN the written document: the same insert or update
 * sets `outboxPending.<key>` beside the state, so the two land together or not at all (FerretDB
 * has no multi-document transactions). The outbox then publishes them (or, while NATS is away,
 * copies them into its collection) and clears them (`relay`); a process that dies in between
 * leaves them in the document, and the outbox's sweep finds them there by `outboxPendingAt` and
 * relays them later. Nothing is lost, and a repeat is harmless: the outbox keys on the msg id,
 * JetStream drops repeats, consumers are idempotent.
 */
export interface PendingEventFields {
  outboxPending?: Record<string, EventMessage<unknown>>;
  /** When the newest pending event was written; what the sweep looks for. */
  outboxPendingAt?: Date;
  /** Changes with every write that adds events: a relay clears only what it read. */
  outboxPendingToken?: string;
}

/** Schema plugin: the three fields, and the index the sweep reads. */
export function pendingEventsSchema(schema: Schema): void {
  schema.add({
    outboxPending: { type: Schema.Types.Mixed },
    outboxPendingAt: { type: Date },
    outboxPendingToken: { type: String },
  });
  schema.index({ outboxPendingAt: 1 });
}

/** A field name for a msg id (msg ids hold dots, which a path cannot). */
function keyOf(msgId: string): string {
  return createHash('sha256').update(msgId).digest('base64url');
}

/** The event as stored; while tracing, with the traceparent of the write that caused it (messages.ts). */
function plain(message: EventMessage<unknown> & Traced): EventMessage<unknown> & Traced {
  return withTraceparent({ subject: message.subject, msgId: message.msgId, data: message.data }, message);
}

/** The events as the document keeps them, each under its msg id's key. */
function byKey(messages: readonly EventMessage<unknown>[]): Record<string, EventMessage<unknown>> {
  const pending: Record<string, EventMessage<unknown>> = {};
  for (const message of messages) pending[keyOf(message.msgId)] = plain(message);
  return pending;
}

/** An update's `$set` adding `pending` to what the document holds, under a new token. */
function setOf(pending: Record<string, EventMessage<unknown>>, now: Date, token: string): Record<string, unknown> {
  const set: Record<string, unknown> = { outboxPendingAt: now, outboxPendingToken: token };
  for (const [key, message] of Object.entries(pending)) set[`outboxPending.${key}`] = message;
  return set;
}

/** For an insert: the document's pending events. */
export function pendingEventsDocument(messages: readonly EventMessage<unknown>[], now = new Date()): Required<PendingEventFields> {
  return { outboxPending: byKey(messages), outboxPendingAt: now, outboxPendingToken: randomUUID() };
}

/** For an update's `$set`: adds the events to any still pending in the document. */
export function pendingEventsSet(messages: readonly EventMessage<unknown>[], now = new Date()): Record<string, unknown> {
  return messages.length === 0 ? {} : setOf(byKey(messages), now, randomUUID());
}

/** A document's pending events as its own write left them: a relay given these need not read them back. */
export type WrittenEvents = Pick<PendingEventFields, 'outboxPending' | 'outboxPendingToken'>;

/** Parts a document as its write returned it into its own fields and the events then pending in it. */
export function splitWritten<T extends object>(doc: T & PendingEventFields): { state: Omit<T, keyof PendingEventFields>; written: WrittenEvents } {
  const { outboxPending, outboxPendingAt: _at, outboxPendingToken, ...state } = doc;
  return { state, written: { outboxPending, outboxPendingToken } };
}

/**
 * For a conditional update of a document read a moment ago: `unchanged` goes into the update's
 * filter (no other write added events since the read), `set` into its `$set`; when it matches,
 * what it leaves pending is exactly `written` — what was read plus these.
 */
export function pendingEventsOnto(read: PendingEventFields, messages: readonly EventMessage<unknown>[], now = new Date()) {
  const unchanged = { outboxPendingToken: read.outboxPendingToken ?? null };
  if (messages.length === 0) return { unchanged, set: {}, written: { outboxPending: read.outboxPending, outboxPendingToken: read.outboxPendingToken } };
  const added = byKey(messages);
  const token = randomUUID();
  return { unchanged, set: setOf(added, now, token), written: { outboxPending: { ...read.outboxPending, ...added }, outboxPendingToken: token } };
}

type Send = (messages: EventMessage<unknown>[]) => Promise<void>;
// The documents are read and updated as plain records: each collection has its own type.
type AnyModel = Model<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Sends a document's pending events on, then clears them — only if no write added more meanwhile
 * (the token is still the one read); otherwise the next relay or sweep does it. `written` is the
 * document as the caller's write returned it (an insert, a findOneAndUpdate): exactly what is
 * pending then, so it is not read again.
 */
export async function relayPendingEvents(model: AnyModel, id: unknown, send: Send, written?: WrittenEvents): Promise<void> {
  const doc = written ?? (await model.findById(id, { outboxPending: 1, outboxPendingToken: 1 }).lean<PendingEventFields>().exec());
  if (!doc?.outboxPending) return;
  await send(Object.values(doc.outboxPending));
  await model.updateOne(
    { _id: id, outboxPendingToken: doc.outboxPendingToken },
    { $unset: { outboxPending: '', outboxPendingAt: '', outboxPendingToken: '' } },
  );
}

/** Relays the documents whose events have waited longer than `graceMs` (their writer died). */
export async function sweepPendingEvents(model: AnyModel, send: Send, graceMs: number, limit = 100): Promise<number> {
  const stale = await model
    .find({ outboxPendingAt: { $lte: new Date(Date.now() - graceMs) } }, { _id: 1 })
    .limit(limit)
    .lean<{ _id: unknown }[]>()
    .exec();
  for (const { _id } of stale) await relayPendingEvents(model, _id, send);
  return stale.length;
}
