import type { Msg, NatsConnection, Subscription } from '@nats-io/transport-node';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  articleIdsRequestSchema,
  articleIdsSubject,
  articleLookupRequestSchema,
  articleLookupSubject,
  type ArticleIdsReply,
  type ArticleLookupReply,
} from '@tidings/contracts/events/articles';
import { isNewsId } from '../news/news-model.js';
import type { NewsRepository } from '../news/news-repository.js';

/** Every svc-news instance answers; one of the group gets each request. */
const QUEUE_GROUP = 'svc-news';

/**
 * Answers svc-tracking's questions over NATS request/reply: which of these ids are articles (an
 * article stored a moment ago, whose event is still on its way, must not be refused), and the
 * stored ids page by page in `_id` order (how a fresh projection learns the articles stored
 * before it existed). Reads by `_id` only, so each answer is an index lookup.
 */
export class ArticleResponder {
  private readonly subscriptions: Subscription[] = [];

  constructor(
    private readonly news: NewsRepository,
    private readonly subjectPrefix: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(nc: NatsConnection): void {
    this.subscriptions.push(
      nc.subscribe(articleLookupSubject(this.subjectPrefix), { queue: QUEUE_GROUP, callback: (error, msg) => this.answer(error, msg, articleLookupRequestSchema, (request) => this.lookup(request.ids)) }),
      nc.subscribe(articleIdsSubject(this.subjectPrefix), { queue: QUEUE_GROUP, callback: (error, msg) => this.answer(error, msg, articleIdsRequestSchema, (request) => this.page(request.after, request.limit)) }),
    );
  }

  stop(): void {
    for (const subscription of this.subscriptions.splice(0)) subscription.unsubscribe();
  }

  async lookup(ids: readonly string[]): Promise<ArticleLookupReply> {
    return { known: await this.news.existingIds(ids) };
  }

  async page(after: string | undefined, limit: number): Promise<ArticleIdsReply> {
    if (after !== undefined && !isNewsId(after)) return { ids: [], done: true };
    const found = await this.news.model
      .find(after ? { _id: { $gt: after } } : {}, { _id: 1 })
      .sort({ _id: 1 })
      .limit(limit + 1)
      .lean()
      .exec();
    return { ids: found.slice(0, limit).map((record) => record._id.toString()), done: found.length <= limit };
  }

  private answer<S extends z.ZodType>(error: Error | null, msg: Msg, schema: S, handle: (request: z.infer<S>) => Promise<unknown>): void {
    if (error) return void this.log.warn({ err: error }, 'article request subscription failed');
    let request: z.infer<S>;
    try {
      request = schema.parse(msg.json());
    } catch {
      return void msg.respond(JSON.stringify({ error: 'bad request' }));
    }
    handle(request).then(
      (reply) => msg.respond(JSON.stringify(reply)),
      (failure: unknown) => {
        this.log.error({ err: failure, subject: msg.subject }, 'answering an article request failed');
        msg.respond(JSON.stringify({ error: 'unavailable' }));
      },
    );
  }
}
