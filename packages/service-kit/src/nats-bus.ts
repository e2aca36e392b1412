import { jetstream, jetstreamManager, type JetStreamClient } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { EventMessage } from '@tidings/contracts/events/streams';

export interface StreamConfig {
  name: string;
  subjects: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    bus: NatsBus;
  }
}

/**
 * The service's link to NATS JetStream. It connects in the background and keeps reconnecting,
 * so a service starts and answers requests while NATS is away; publishers go through the outbox.
 */
export class NatsBus {
  private connection: NatsConnection | null = null;
  private client: JetStreamClient | null = null;
  private readonly readyListeners: Array<(js: JetStreamClient, nc: NatsConnection) => void> = [];
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly name: string,
    private readonly streams: readonly StreamConfig[],
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): Promise<void> {
    return this.connectLoop();
  }

  private async connectLoop(): Promise<void> {
    const connection = await connect({
      servers: this.url,
      name: this.name,
      waitOnFirstConnect: true,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 1000,
    });
    if (this.closed) {
      await connection.close();
      return;
    }
    await this.ensureStreams(connection);
    this.connection = connection;
    this.client = jetstream(connection);
    this.log.info({ url: this.url }, 'NATS connected');
    void this.watchStatus(connection);
    for (const listener of this.readyListeners) listener(this.client, connection);
  }

  private async ensureStreams(connection: NatsConnection): Promise<void> {
    const manager = await jetstreamManager(connection);
    for (const stream of this.streams) {
      try {
        await manager.streams.info(stream.name);
      } catch {
        await manager.streams
          .add({ name: stream.name, subjects: [...stream.subjects], duplicate_window: 2 * 60 * 1_000_000_000 })
          .catch((error: unknown) => this.log.warn({ err: error, stream: stream.name }, 'stream add raced'));
      }
    }
  }

  private async watchStatus(connection: NatsConnection): Promise<void> {
    for await (const status of connection.status()) {
      if (status.type === 'disconnect' || status.type === 'reconnect') this.log.warn({ status: status.type }, 'NATS status');
    }
  }

  /** Runs `listener` once connected (at once if already), e.g. to start durable consumers. */
  onReady(listener: (js: JetStreamClient, nc: NatsConnection) => void): void {
    this.readyListeners.push(listener);
    if (this.client && this.connection) listener(this.client, this.connection);
  }

  isConnected(): boolean {
    return !!this.connection && !this.connection.isClosed() && this.connection.info !== undefined && this.isLive;
  }

  private get isLive(): boolean {
    // `reconnecting` shows in the protocol state; publishing while it is set would only time out.
    const protocol = (this.connection as unknown as { protocol?: { connected?: boolean } } | null)?.protocol;
    return protocol?.connected !== false;
  }

  /** Publishes with the message id JetStream deduplicates on; throws when NATS is unreachable. */
  async publish<T>(message: EventMessage<T>, timeoutMs = 2000): Promise<void> {
    if (!this.client || !this.isConnected()) throw new Error('NATS is not connected');
    await this.client.publish(message.subject, JSON.stringify(message.data), { msgID: message.msgId, timeout: timeoutMs });
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.connection && !this.connection.isClosed()) await this.connection.drain();
  }
}

export interface NatsOptions {
  url: string;
  name: string;
  streams: readonly StreamConfig[];
}

export const natsPlugin = fp<NatsOptions>(async (app: FastifyInstance, options) => {
  const bus = new NatsBus(options.url, options.name, options.streams, app.log);
  app.decorate('bus', bus);
  bus.start().catch((error: unknown) => app.log.error({ err: error }, 'NATS connection failed'));
  app.addHook('onClose', async () => {
    await bus.close();
  });
});
