import { describe, expect, it } from 'vitest';
import { HttpError } from '@tidings/web-kit/api-client';
import { json, stubFetch } from '@tidings/web-kit/testing/fetch-stub';
import { getSentiment } from './get-sentiment';
import { getSummary } from './get-summary';

/** The error a promise rejects with (a promise that resolves fails the test). */
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as Error,
  );

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
    const summaryError = await rejection(getSummary('n1'));
    expect(summaryError.message).toBe('Failed to fetch summary');
    expect(summaryError.cause).toBeInstanceOf(HttpError);
    expect((summaryError.cause as HttpError).message).toBe('404: gone');
    const sentimentError = await rejection(getSentiment('n1'));
    expect(sentimentError.message).toBe('Failed to fetch sentiment');
    expect((sentimentError.cause as HttpError).message).toBe('503: Service Unavailable');
  });
});
