import { jetstream, jetstreamManager, type JetStreamClient, type JetStreamManager, type StreamConfig as JetStreamConfig } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { EventMessage } from '@tidings/contracts/events/streams';
import { inboxPrefixOf, natsServerOptions } from './nats-url.js';
import { publishTraced, type Traced } from './tracing/messages.js';

export interface StreamConfig {
  name: string;
  subjects: readonly string[];
  /**
   * Settings beyond the defaults (retention, limits, duplicate window, replicas). Those a stream
   * may change after creation are brought in line at each connect, so a new limit in the
   * configuration applies without deleting the stream.
   */
  options?: Partial<JetStreamConfig>;
}

/** Stream settings the server lets a running stream change. */
const EDITABLE: ReadonlyArray<keyof JetStreamConfig> = ['max_bytes', 'max_msgs', 'max_age', 'duplicate_window', 'num_replicas', 'discard'];

declare module 'fastify' {
  interface FastifyInstance {
    bus: NatsBus;
  }
}

type ReadyListener = (js: JetStreamClient, nc: NatsConnection) => void;

const RETRY_DELAY_MS = 1000;
/** JetStream drops a repeated Nats-Msg-Id within this window. */
const DUPLICATE_WINDOW_NS = 2 * 60 * 1_000_000_000;

/**
 * The service's link to NATS JetStream. It connects in the background and keeps retrying, so a
 * service starts and answers requests while NATS is away; publishers go through the outbox.
 */
export class NatsBus {
  private connection: NatsConnection | null = null;
  private client: JetStreamClient | null = null;
  private readonly readyListeners: ReadyListener[] = [];
  private live = false;
  private closed = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;

  constructor(
    private readonly url: string,
    private readonly name: string,
    private readonly streams: readonly StreamConfig[],
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts connecting in the background; never throws. */
  start(): void {
    this.loop ??= this.connectLoop();
  }

  private async connectLoop(): Promise<void> {
    let failures = 0;
    while (!this.closed) {
      try {
        await this.connectOnce();
        return;
      } catch (error) {
        // Log the first failure and then every 30th, so a long outage does not flood the log.
        if (failures++ % 30 === 0) this.log.warn({ err: error, url: natsServerOptions(this.url).redacted }, 'NATS not reachable; retrying');
        await this.sleep(RETRY_DELAY_MS);
      }
    }
  }

  private async connectOnce(): Promise<void> {
    const { servers, user, pass } = natsServerOptions(this.url);
    const connection = await connect({
      servers,
      user,
      pass,
      name: this.name,
      timeout: 2000,
      maxReconnectAttempts: -1,
      reconnectTimeWait: RETRY_DELAY_MS,
      // A user may read only its own replies (see nats/nats-server.conf): they come to its prefix.
      ...(user ? { inboxPrefix: inboxPrefixOf(user) } : {}),
    });
    try {
      if (this.closed) throw new Error('closed while connecting');
      await this.ensureStreams(connection);
    } catch (error) {
      await connection.close().catch(() => undefined);
      throw error;
    }
    this.connection = connection;
    this.client = jetstream(connection);
    this.live = true;
    this.log.info({ url: natsServerOptions(this.url).redacted }, 'NATS connected');
    void this.watchStatus(connection);
    for (const listener of this.readyListeners) this.notify(listener);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  private async ensureStreams(connection: NatsConnection): Promise<void> {
    const manager = await jetstreamManager(connection);
    for (const stream of this.streams) {
      try {
        const { config } = await manager.streams.info(stream.name);
        await this.alignStream(manager, stream, config);
      } catch {
        try {
          await manager.streams.add({ name: stream.name, subjects: [...stream.subjects], duplicate_window: DUPLICATE_WINDOW_NS, ...stream.options });
        } catch (error) {
          // Another service made it at the same moment: fine as long as it exists now.
          await manager.streams.info(stream.name).catch(() => {
            throw error;
          });
        }
      }
    }
  }

  private async alignStream(manager: JetStreamManager, stream: StreamConfig, current: JetStreamConfig): Promise<void> {
    const changes = EDITABLE.filter((key) => stream.options?.[key] !== undefined && stream.options[key] !== current[key]);
    if (changes.length === 0) return;
    const wanted = Object.fromEntries(changes.map((key) => [key, stream.options![key]]));
    try {
      await manager.streams.update(stream.name, wanted);
      this.log.info({ stream: stream.name, wanted }, 'stream settings updated');
    } catch (error) {
      // Not fatal: the stream works with its old settings (e.g. replicas on a single server).
      this.log.warn({ err: error, stream: stream.name, wanted }, 'stream settings could not be updated');
    }
  }

  private async watchStatus(connection: NatsConnection): Promise<void> {
    for await (const status of connection.status()) {
      if (status.type === 'disconnect') {
        this.live = false;
        this.log.warn('NATS disconnected; reconnecting');
      } else if (status.type === 'reconnect') {
        this.live = true;
        this.log.info('NATS reconnected');
        // A restarted server without its storage has lost the streams: make them again.
        await this.ensureStreams(connection).catch((error: unknown) => this.log.error({ err: error }, 'NATS stream check failed'));
      }
    }
  }

  private notify(listener: ReadyListener): void {
    if (!this.client || !this.connection) return;
    try {
      listener(this.client, this.connection);
    } catch (error) {
      this.log.error({ err: error }, 'NATS ready listener failed');
    }
  }

  /** Runs `listener` once connected (at once if already), e.g. to start durable consumers. */
  onReady(listener: ReadyListener): void {
    this.readyListeners.push(listener);
    if (this.live) this.notify(listener);
  }

  isConnected(): boolean {
    return this.live && !!this.connection && !this.connection.isClosed();
  }

  /** The JetStream client while connected, else null: for publishers that batch their own publishes. */
  jetstream(): JetStreamClient | null {
    return this.client && this.isConnected() ? this.client : null;
  }

  /**
   * Publishes with the message id JetStream deduplicates on; throws when NATS is unreachable.
   * When tracing, the headers carry the trace of the request that caused the event.
   */
  async publish<T>(message: EventMessage<T> & Traced, timeoutMs = 2000): Promise<void> {
    const client = this.client;
    if (!client || !this.isConnected()) throw new Error('NATS is not connected');
    const data = JSON.stringify(message.data);
    await publishTraced(message.subject, message.msgId, message.traceparent, (headers) =>
      client.publish(message.subject, data, { msgID: message.msgId, timeout: timeoutMs, ...(headers ? { headers } : {}) }),
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    this.wakeUp?.();
    await this.loop;
    const connection = this.connection;
    const wasLive = this.live;
    this.live = false;
    if (!connection || connection.isClosed()) return;
    // Drain flushes what is in flight; a connection that is down can only be closed.
    if (wasLive) await connection.drain().catch(() => connection.close());
    else await connection.close();
  }
}

export interface NatsOptions {
  url: string;
  name: string;
  streams: readonly StreamConfig[];
}

export const natsPlugin = fp<NatsOptions>(
  async (app: FastifyInstance, options) => {
    const bus = new NatsBus(options.url, options.name, options.streams, app.log);
    app.decorate('bus', bus);
    bus.start();
    app.addHook('onClose', async () => {
      await bus.close();
    });
  },
  { name: 'tidings-nats' },
);
