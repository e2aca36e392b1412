import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  newsArticleListSchema,
  newsIdParamsSchema,
  newsListQuerySchema,
  newsSearchQuerySchema,
  sentimentResponseSchema,
  summaryResponseSchema,
  TOTAL_COUNT_HEADER,
} from '@tidings/contracts/news';
import { errorResponses } from '@tidings/service-kit/errors';
import { sessionSecurity } from '@tidings/service-kit/openapi';
import { keyTakeaways } from '../insights/takeaways.js';
import type { ArticlePage } from '../news/news-repository.js';
import { toClientArticle } from '../news/news-model.js';
import { MAX_QUERY_WORDS, MIN_QUERY_WORD_LENGTH } from '../search/search-words.js';

/** The OpenAPI note of every list that leaves samples out once real news has arrived. */
export const SAMPLES_NOTE =
  '`sample: true` marks a starter-corpus story; once enough fresh real news is stored (SAMPLES_HIDE_AFTER_FRESH), samples are ' +
  'left out of the list, search and the feed, while an article still opens by id and stays in bookmarks.';

/** The page's articles; its total, when counted, in the header (the body stays the spec's array). */
function sendPage(reply: FastifyReply, { items, total }: ArticlePage) {
  if (total !== undefined) void reply.header(TOTAL_COUNT_HEADER, total);
  return items.map(toClientArticle);
}

/** Articles: the list, search (incl. the breaking view) and the stored insights. */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/news',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['news'],
        summary: 'Every article, newest first (at most `limit`, default 100, max 200, from `offset`)',
        description:
          `The first page (\`offset\` 0 or absent) sends the number of articles in \`${TOTAL_COUNT_HEADER}\`. ` +
          SAMPLES_NOTE,
        security: sessionSecurity,
        querystring: newsListQuerySchema,
        response: { 200: newsArticleListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => sendPage(reply, await app.news.list({ ...request.query, hideSamples: await app.samples.hidden() })),
  );

  app.get(
    '/api/news/search',
    {
      onRequest: [app.authenticate, app.userLimits.search],
      schema: {
        tags: ['news'],
        summary: 'Search: every word of `q` begins a word of the title or content (any order); `category` filters',
        description:
          '`q` is trimmed; empty means no text filter. Its words (letters and digits; case and diacritics ignored) must each ' +
          'begin a word of the title or content, in any order: `clim summit` finds "Summit on climate". Words shorter than ' +
          `${MIN_QUERY_WORD_LENGTH} characters are ignored and only the first ${MAX_QUERY_WORDS} words count; a \`q\` with no such word ` +
          "(punctuation or single letters alone) matches nothing: the empty list. `category` absent or 'top news' means every category; another category " +
          "matches the article's `category` or its `categories`. 'breaking news' answers the last 24 h ordered by " +
          '0.9 × recency + 0.1 × newsScore/10, recency falling linearly from 1 to 0 over 24 h, computed at request time. ' +
          `Paged by \`limit\` and \`offset\`; the first page (\`offset\` 0 or absent) sends every match's count in \`${TOTAL_COUNT_HEADER}\`. ` +
          SAMPLES_NOTE,
        security: sessionSecurity,
        querystring: newsSearchQuerySchema,
        response: { 200: newsArticleListSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => sendPage(reply, await app.news.search({ ...request.query, hideSamples: await app.samples.hidden() })),
  );

  app.get(
    '/api/news/:id/summary',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['insights'],
        summary: "The article's summary and up to three key takeaways",
        description:
          'The summary is computed at ingestion (extractive) and, when an LLM is configured, replaced by its summary once that arrives. `takeaways`: up to three sentences ' +
          "of the article chosen by the extractive summary's scores, none that the summary already says, in the article's " +
          'order; fewer for a short article (the reader then shows its generic lines).',
        security: sessionSecurity,
        params: newsIdParamsSchema,
        response: { 200: summaryResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const article = await app.news.require<{ summary?: string; content: string; title: string }>(request.params.id, { summary: 1, content: 1, title: 1 });
      const summary = article.summary || article.content.slice(0, 300);
      return { summary, takeaways: keyTakeaways(article.title, article.content, summary) };
    },
  );

  app.get(
    '/api/news/:id/sentiment',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['insights'],
        summary: "The article's sentiment: positive, neutral or negative, with a score in [-1, 1]",
        security: sessionSecurity,
        params: newsIdParamsSchema,
        response: { 200: sentimentResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const article = await app.news.require<{ sentiment?: 'positive' | 'neutral' | 'negative'; sentimentScore?: number }>(request.params.id, {
        sentiment: 1,
        sentimentScore: 1,
      });
      const score = Math.max(-1, Math.min(1, article.sentimentScore ?? 0));
      return { sentiment: article.sentiment ?? 'neutral', score };
    },
  );
};

export const coverParamsSchema = z.object({
  category: z.string().regex(/^[a-z0-9-]{1,40}$/),
  file: z.string().regex(/^[A-Za-z0-9_-]{1,120}\.svg$/),
});
