import { useLocation, useNavigate } from 'react-router';
import type { NewsArticle } from '@tidings/contracts/news';
import { readerFromLocation } from '@tidings/web-kit/article-reader';
import { makeArticle, makeUser } from '@tidings/web-kit/testing/factories';
import { renderWithProviders } from '@tidings/web-kit/testing/render-with-providers';
import { DiscoverScreen } from '../features/discover/components/discover-screen';

// jsdom has no CSS.escape; user-event needs it to move between radios with the arrow keys.
if (!globalThis.CSS?.escape) {
  Object.defineProperty(globalThis, 'CSS', { value: { ...globalThis.CSS, escape: (value: string) => value.replace(/["\\]/g, '\\$&') }, configurable: true });
}

/** An answer as svc-news gives it: the page of articles, and every match's count in a header. */
export function articlesResponse(articles: NewsArticle[], total = articles.length, status = 200): Response {
  return new Response(JSON.stringify(articles), { status, headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(total) } });
}

/** `count` articles of the given category, newest first. */
export function articlesOf(category: string, count: number, titlePrefix = category): NewsArticle[] {
  return Array.from({ length: count }, (_, index) =>
    makeArticle({ id: `${category.replace(/\s/g, '-')}-${index + 1}`, title: `${titlePrefix} story ${index + 1}`, category }),
  );
}

function HistoryControls() {
  const navigate = useNavigate();
  const location = useLocation();
  const reader = readerFromLocation(location);
  return (
    <>
      <button type="button" onClick={() => void navigate(-1)}>
        History back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        History forward
      </button>
      <output aria-label="Reader">{reader?.id ?? ''}</output>
    </>
  );
}

/** The screen as the shell mounts it at /discover, with the browser's back and forward at hand. */
export function renderDiscover(path = '/discover') {
  return renderWithProviders(
    <>
      <DiscoverScreen />
      <HistoryControls />
    </>,
    { path, route: '/discover', user: makeUser() },
  );
}
