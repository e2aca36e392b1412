// What one svc-news instance tells the others about writes their in-memory caches must see: a
// NATS core broadcast (not JetStream: a cache note is useless once old, and each instance wants
// every note, not a share of them). Core NATS delivers at most once, so whatever may have been
// missed — this instance was disconnected, or published while disconnected — is made good by a
// `resync`: every instance rereads all it caches. The caches' own periodic refreshes remain the
// last safety net.
import { randomUUID } from 'node:crypto';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

const id = z.string().min(1).max(200);

export const cacheNoteSchema = z.discriminatedUnion('kind', [
  /** The user viewed or read these articles: they leave the user's feed. */
  z.object({ kind: z.literal('seen'), userId: id, ids: z.array(id).min(1).max(1000) }),
  /** A preferences snapshot of this time (ms) was stored for the user. */
  z.object({ kind: z.literal('profile'), userId: id, updatedAt: z.number() }),
  /** Articles were added or rewritten, or one was removed: the candidates are read again. */
  z.object({ kind: z.literal('articles') }),
  /** An article's engagement gave it this newsScore. */
  z.object({ kind: z.literal('rescored'), id, newsScore: z.number() }),
  /** The starter samples were retired: they leave the lists and the feed. */
  z.object({ kind: z.literal('samples-hidden') }),
  /** Notes may have been lost: reread everything cached. */
  z.object({ kind: z.literal('resync') }),
]);

export type CacheNote = z.infer<typeof cacheNoteSchema>;

const envelopeSchema = z.object({ from: z.string(), note: cacheNoteSchema });

/** One subject per database: deployments (and tests) sharing a NATS server keep to their own. */
export function cacheSubject(dbName: string): string {
  return `svc-news.cache.${dbName.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

export class CacheSync {
  /** This instance's own notes come back to it; they are recognised by this and skipped. */
  readonly instanceId = randomUUID();
  private connection: NatsConnection | null = null;
  private subscription: Subscription | null = null;
  private readonly listeners: Array<(note: CacheNote) => void> = [];
  /** A note could not be sent: the others are told to resync once the connection is back. */
  private unsent = false;
  private stopped = false;

  constructor(
    private readonly subject: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Notes from other instances, and `resync` after this instance was cut off. */
  onNote(listener: (note: CacheNote) => void): void {
    this.listeners.push(listener);
  }

  start(connection: NatsConnection): void {
    if (this.stopped) return;
    this.connection = connection;
    this.subscription = connection.subscribe(this.subject, { callback: (error, message) => (error ? undefined : this.receive(message.data)) });
    void this.watch(connection);
    // As after a reconnect, both ways: notes sent before this subscription existed never came
    // here, and writes made before the connection existed were not announced. An instance killed
    // between a write and its note also left the others' caches without it: one starting may be
    // its successor, so the others reread too (starts are rare; rereads are cheap).
    this.reconnected();
  }

  publish(note: CacheNote): void {
    const connection = this.connection;
    if (!connection || connection.isClosed() || this.stopped) {
      this.unsent = true;
      return;
    }
    try {
      connection.publish(this.subject, JSON.stringify({ from: this.instanceId, note }));
    } catch (error) {
      this.unsent = true;
      this.log.warn({ err: error }, 'cache note not sent; the other instances resync when NATS is back');
    }
  }

  stop(): void {
    this.stopped = true;
    this.subscription?.unsubscribe();
  }

  private receive(data: Uint8Array): void {
    let parsed: z.infer<typeof envelopeSchema>;
    try {
      parsed = envelopeSchema.parse(JSON.parse(new TextDecoder().decode(data)));
    } catch {
      return this.log.warn({ subject: this.subject }, 'cache note does not match its contract; dropped');
    }
    if (parsed.from !== this.instanceId) this.emit(parsed.note);
  }

  private emit(note: CacheNote): void {
    for (const listener of this.listeners) {
      try {
        listener(note);
      } catch (error) {
        this.log.error({ err: error, kind: note.kind }, 'applying a cache note failed');
      }
    }
  }

  private async watch(connection: NatsConnection): Promise<void> {
    for await (const status of connection.status()) {
      // Notes published while the connection was down are missed: count it as lost.
      if (status.type === 'disconnect') this.unsent = true;
      if (status.type === 'reconnect') this.reconnected();
    }
  }

  /** Rereads here (this instance may have missed notes) and asks the others to (they may have missed ours). */
  private reconnected(): void {
    this.unsent = false;
    this.emit({ kind: 'resync' });
    this.publish({ kind: 'resync' });
  }
}
