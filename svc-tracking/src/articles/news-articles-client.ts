import type { NatsConnection } from '@nats-io/transport-node';
import type { z } from 'zod';
import {
  ARTICLE_IDS_PER_MESSAGE_MAX,
  articleIdsReplySchema,
  articleIdsSubject,
  articleLookupReplySchema,
  articleLookupSubject,
  type ArticleIdsReply,
} from '@tidings/contracts/events/articles';
import { TrackingErrors } from '../errors.js';

/**
 * Asks svc-news over NATS request/reply (see svc-news' article-responder.ts). Any failure — NATS
 * away, no svc-news listening, a timeout, an error answer — is TRACKING_ARTICLES_UNAVAILABLE
 * (503): the caller may try again, and no article is refused because svc-news could not answer.
 */
export class NewsArticlesClient {
  private connection: NatsConnection | null = null;

  constructor(
    private readonly subjectPrefix: string,
    private readonly timeoutMs: number,
  ) {}

  connected(nc: NatsConnection): void {
    this.connection = nc;
  }

  /** The ids among `ids` that svc-news stores. */
  async known(ids: readonly string[]): Promise<Set<string>> {
    const known = new Set<string>();
    for (let i = 0; i < ids.length; i += ARTICLE_IDS_PER_MESSAGE_MAX) {
      const reply = await this.request(articleLookupSubject(this.subjectPrefix), { ids: ids.slice(i, i + ARTICLE_IDS_PER_MESSAGE_MAX) }, articleLookupReplySchema);
      for (const id of reply.known) known.add(id);
    }
    return known;
  }

  /** One page of svc-news' ids in ascending order, after `after`. */
  page(after: string | undefined, limit: number): Promise<ArticleIdsReply> {
    return this.request(articleIdsSubject(this.subjectPrefix), after === undefined ? { limit } : { after, limit }, articleIdsReplySchema);
  }

  private async request<S extends z.ZodType>(subject: string, body: unknown, schema: S): Promise<z.infer<S>> {
    const nc = this.connection;
    if (!nc || nc.isClosed()) throw new TrackingErrors.ArticlesUnavailable();
    try {
      const message = await nc.request(subject, JSON.stringify(body), { timeout: this.timeoutMs });
      return schema.parse(message.json());
    } catch {
      throw new TrackingErrors.ArticlesUnavailable();
    }
  }
}
