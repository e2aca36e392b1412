import { AckPolicy, DeliverPolicy, jetstreamManager, type ConsumerMessages, type JetStreamClient, type JsMsg } from '@nats-io/jetstream';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { FastifyBaseLogger } from 'fastify';
import { ARTICLE_PUBLISHED, ARTICLE_REMOVED, articlesPublishedSchema, articlesRemovedSchema } from '@tidings/contracts/events/articles';
import { STREAMS } from '@tidings/contracts/events/streams';
import { consumeTraced } from '@tidings/service-kit/tracing/messages';
import type { ArticleDirectory } from './article-directory.js';
import type { KnownArticleRepository } from './known-article-repository.js';

function jsonOf(message: { json: () => unknown }): unknown {
  try {
    return message.json();
  } catch {
    return null;
  }
}

/** Redelivery delay after a failed write (the database may be briefly away). */
const RETRY_DELAY_MS = 2_000;

/**
 * Keeps `known_articles` following svc-news' `article.*` events: one durable consumer shared by
 * the instances (each event is written once, acked after the write, idempotent on redelivery).
 * Removals must also leave every instance's memory, so each instance listens to them on a plain
 * subscription too. New articles need no such broadcast: an instance that has not heard of one
 * finds it in the projection or asks svc-news.
 */
export class ArticlesConsumer {
  private messages: ConsumerMessages | null = null;
  private loop: Promise<void> | null = null;
  private removals: Subscription | null = null;
  private stopped = false;

  constructor(
    private readonly durable: string,
    private readonly projection: KnownArticleRepository,
    private readonly directory: ArticleDirectory,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(js: JetStreamClient, nc: NatsConnection): Promise<void> {
    this.removals = nc.subscribe(ARTICLE_REMOVED, {
      callback: (error, msg) => {
        const parsed = error ? null : articlesRemovedSchema.safeParse(jsonOf(msg));
        if (parsed?.success) this.directory.forget(parsed.data.ids);
      },
    });
    const manager = await jetstreamManager(nc);
    const stream = STREAMS.articles.name;
    try {
      await manager.consumers.info(stream, this.durable);
    } catch {
      // New events only: the articles stored before this consumer existed come from the first fill
      // (projection-sync.ts), which starts after this, so nothing falls between the two.
      await manager.consumers.add(stream, { durable_name: this.durable, ack_policy: AckPolicy.Explicit, deliver_policy: DeliverPolicy.New, filter_subjects: [ARTICLE_PUBLISHED, ARTICLE_REMOVED] });
    }
    if (this.stopped) return;
    const consumer = await js.consumers.get(stream, this.durable);
    this.messages = await consumer.consume({ max_messages: 64 });
    this.loop = (async () => {
      // Each message continues its publisher's trace (when tracing).
      for await (const message of this.messages!) await consumeTraced(message.subject, message.headers, () => this.handle(message), this.durable);
    })();
  }

  private async handle(message: JsMsg): Promise<void> {
    const data = jsonOf(message);
    const published = message.subject === ARTICLE_PUBLISHED ? articlesPublishedSchema.safeParse(data) : null;
    const removed = message.subject === ARTICLE_REMOVED ? articlesRemovedSchema.safeParse(data) : null;
    const event = published ?? removed;
    if (!event?.success) {
      this.log.warn({ subject: message.subject }, 'article event does not match its contract; dropped');
      return message.term();
    }
    try {
      if (published) {
        await this.projection.addPublished(event.data.ids, new Date(event.data.at));
        this.directory.remember(event.data.ids);
      } else {
        await this.projection.markRemoved(event.data.ids, new Date(event.data.at));
        this.directory.forget(event.data.ids);
      }
      message.ack();
    } catch (error) {
      this.log.error({ err: error, subject: message.subject }, 'article event handling failed; will be redelivered');
      message.nak(RETRY_DELAY_MS);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.removals?.unsubscribe();
    await this.messages?.close().catch(() => undefined);
    await this.loop?.catch(() => undefined);
  }
}
