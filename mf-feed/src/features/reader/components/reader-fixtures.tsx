import { screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { NewsArticle } from '@tidings/contracts/news';
import { json, type Routes } from '@tidings/web-kit/testing/fetch-stub';
import { makeArticle, makeUser } from '@tidings/web-kit/testing/factories';
import { renderWithProviders } from '@tidings/web-kit/testing/render-with-providers';
import { ArticleReader } from './article-reader';

/** Each reader test waits out the 800 ms cover at least once; a loaded 2-core CI needs room. */
export const READER_TEST_TIMEOUT_MS = 15_000;

// The reader's tests share one article, svc-news's answers about it, and one way to open it.

export const ARTICLE = makeArticle({
  id: 'n1',
  title: 'Harbour bridge reopens',
  content: 'First paragraph.\n\nSecond paragraph.',
  source: 'Coast Courier',
  sourceUrl: 'https://www.coast.example/local/bridge',
  publishedAt: '2025-01-05T12:00:00.000Z',
});
export const OTHER_OUTLET = makeArticle({ id: 'n2', title: 'Bridge back in service', source: 'Bay Times' });
export const SAME_CATEGORY = makeArticle({ id: 'n3', title: 'New ferry timetable' });

/** The reader's calls, answered as svc-news would; a test overrides what it is about. */
export function routes(overrides: Routes = {}): Routes {
  return {
    'GET /api/news/n1': () => json(ARTICLE),
    'GET /api/news/n1/related': () => json({ sameStory: [OTHER_OUTLET], sameCategory: [SAME_CATEGORY] }),
    'GET /api/news/n1/reaction': () => json({ reaction: null, likes: 2, dislikes: 1 }),
    'GET /api/bookmarks/check/n1': () => json({ isBookmarked: false }),
    'GET /api/news/n1/summary': () => json({ summary: 'The bridge is open again.', takeaways: ['One.', 'Two.', 'Three.'] }),
    'GET /api/news/n1/sentiment': () => json({ sentiment: 'positive', score: 0.62 }),
    // The reading record on open (web-kit's tracking client).
    'POST /api/articles/read/n1': () => json({ newsId: 'n1', recorded: true }),
    'POST /api/news/n1/read': () => json({ ok: true }),
    ...overrides,
  };
}

export function renderReader({ initialArticle = ARTICLE as NewsArticle | undefined, articleId = 'n1' } = {}) {
  const props = { onClose: vi.fn(), onBack: vi.fn(), onOpenArticle: vi.fn() };
  const view = renderWithProviders(<ArticleReader articleId={articleId} initialArticle={initialArticle} {...props} />, { user: makeUser() });
  return { ...view, ...props };
}

/**
 * The visible title (the dialog's own title is a hidden h2), once the loading cover has lifted
 * (800 ms): the article renders under the cover, inert, so it is there before.
 */
export async function articleHeading(name: string) {
  await waitFor(() => expect(screen.queryByRole('status', { name: /^Loading/ })).toBeNull(), { timeout: 3000 });
  return screen.getByRole('heading', { name, level: 1 });
}
