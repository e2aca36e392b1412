import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@tidings/web-kit/testing/fetch-stub';
import { articlesOf, articlesResponse, renderDiscover } from '../../../test/discover-fixtures';
import { stubIntersectionObserver } from '../../../test/intersection-observer';
import { REVEAL_STEP } from './result-list';

// The list grows a step per observer report and render: several steps, slow on a loaded machine.
const GROWTH = { timeout: 5000 };
const cards = () => within(screen.getByRole('feed')).getAllByRole('article');
const offsetOf = (url: string) => Number(new URL(url, 'http://x').searchParams.get('offset') ?? 0);

describe('Discover: a long list loads more as it scrolls', () => {
  it('shows a page of cards, then more as the end nears, then says it is complete', async () => {
    const observer = stubIntersectionObserver();
    stubFetch({ 'GET /api/news': () => articlesResponse(articlesOf('world', 45)) });
    renderDiscover();
    await screen.findByText('45 articles');
    expect(cards()).toHaveLength(REVEAL_STEP);
    // The feed pattern: each card's place in the whole list.
    expect(cards()[0]!.getAttribute('aria-posinset')).toBe('1');
    expect(cards()[0]!.getAttribute('aria-setsize')).toBe('45');

    act(() => observer.setEndInView(true));
    // The end stays near until the list is complete: it keeps growing.
    await waitFor(() => expect(cards()).toHaveLength(45), GROWTH);
    await screen.findByText("You're all caught up");
  });

  it("fetches the server's next page from where the last ended, with the total as the count", async () => {
    const observer = stubIntersectionObserver();
    const all = articlesOf('space', 70);
    const { callsTo } = stubFetch({
      'GET /api/news': () => articlesResponse(articlesOf('space', 3)),
      'GET /api/news/search': (call) => articlesResponse(all.slice(offsetOf(call.url), offsetOf(call.url) + 30), offsetOf(call.url) === 0 ? 70 : undefined),
    });
    renderDiscover('/discover?category=space');
    await screen.findByText('70 articles');
    act(() => observer.setEndInView(true));
    await waitFor(() => expect(cards()).toHaveLength(70), GROWTH);
    expect(callsTo('GET', '/api/news/search').map((call) => offsetOf(call.url))).toEqual([0, 30, 60]);
    screen.getByText('70 articles');
    act(() => observer.setEndInView(false));
  });

  it('"Show more" adds cards without scrolling and moves focus to the first new one', async () => {
    stubIntersectionObserver();
    stubFetch({ 'GET /api/news': () => articlesResponse(articlesOf('world', 30)) });
    const { user } = renderDiscover();
    await screen.findByText('30 articles');
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(cards()).toHaveLength(30);
    expect(document.activeElement).toBe(within(cards()[REVEAL_STEP]!).getByRole('link'));
  });

  it('a page that fails offers to try again, keeping what is shown', async () => {
    const observer = stubIntersectionObserver();
    const all = articlesOf('space', 40);
    let failNext = true;
    stubFetch({
      'GET /api/news': () => articlesResponse(articlesOf('space', 3)),
      'GET /api/news/search': (call) =>
        offsetOf(call.url) > 0 && failNext ? new Response('down', { status: 503 }) : articlesResponse(all.slice(offsetOf(call.url), offsetOf(call.url) + 30), 40),
    });
    const { user } = renderDiscover('/discover?category=space');
    await screen.findByText('40 articles');
    act(() => observer.setEndInView(true));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Couldn't load more articles.");
    expect(cards().length).toBeGreaterThanOrEqual(REVEAL_STEP);
    failNext = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(40), GROWTH);
  });
});
