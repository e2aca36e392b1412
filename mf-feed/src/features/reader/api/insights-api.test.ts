import { describe, expect, it } from 'vitest';
import { HttpError } from '@tidings/web-kit/api-client';
import { json, stubFetch } from '@tidings/web-kit/testing/fetch-stub';
import { getSentiment } from './get-sentiment';
import { getSummary } from './get-summary';

describe('insight fetchers', () => {
  it('answer the summary and the sentiment', async () => {
    stubFetch({
      'GET /api/news/n1/summary': () => json({ summary: 'Short.', takeaways: [] }),
      'GET /api/news/n1/sentiment': () => json({ sentiment: 'negative', score: -0.3 }),
    });
    expect(await getSummary('n1')).toEqual({ summary: 'Short.', takeaways: [] });
    expect(await getSentiment('n1')).toEqual({ sentiment: 'negative', score: -0.3 });
  });

  it("raise the spec's errors on a non-ok answer, keeping the HTTP error as the cause", async () => {
    stubFetch({
      'GET /api/news/n1/summary': () => new Response('gone', { status: 404, statusText: 'Not Found' }),
      'GET /api/news/n1/sentiment': () => new Response('', { status: 503, statusText: 'Service Unavailable' }),
    });
    const summaryError = await getSummary('n1').catch((error: unknown) => error as Error);
    expect(summaryError.message).toBe('Failed to fetch summary');
    expect(summaryError.cause).toBeInstanceOf(HttpError);
    expect((summaryError.cause as HttpError).message).toBe('404: gone');
    const sentimentError = await getSentiment('n1').catch((error: unknown) => error as Error);
    expect(sentimentError.message).toBe('Failed to fetch sentiment');
    expect((sentimentError.cause as HttpError).message).toBe('503: Service Unavailable');
  });
});
