// Before anything that loads @use-gesture/react.
import '../../../test/pointer-events';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { NewsArticle } from '@tidings/contracts/news';
import { useArticleReader } from '@tidings/web-kit/article-reader';
import { makeArticle, makeUser } from '@tidings/web-kit/testing/factories';
import { json, stubFetch } from '@tidings/web-kit/testing/fetch-stub';
import { renderWithProviders } from '@tidings/web-kit/testing/render-with-providers';
import { FeedPager } from './feed-pager';

const now = new Date().toISOString();
const feedOf = (count: number) => Array.from({ length: count }, (_, i) => makeArticle({ id: `n${i}`, title: `Title ${i}`, publishedAt: now }));

function ReaderProbe() {
  const { openId } = useArticleReader();
  return <output aria-label="Reader">{openId ?? 'closed'}</output>;
}

function Harness({ items, start = 0, wrap }: { items: NewsArticle[]; start?: number; wrap?: boolean }) {
  const [index, setIndex] = useState(start);
  return (
    <>
      <FeedPager items={items} index={index} onIndexChange={setIndex} wrap={wrap} />
      <input aria-label="Search" />
      <ReaderProbe />
    </>
  );
}

function renderPager(items: NewsArticle[], options: { start?: number; wrap?: boolean } = {}) {
  stubFetch(Object.fromEntries(items.map((article) => [`GET /api/bookmarks/check/${article.id}`, () => json({ isBookmarked: false })])));
  return renderWithProviders(<Harness items={items} {...options} />, { user: makeUser() });
}

const current = () => screen.getByRole('article');
const currentTitle = () => current().querySelector('h2')?.textContent;
const announced = () => document.querySelector('[aria-live="polite"]')?.textContent;
const slots = () => [...document.querySelectorAll('[data-slot]')].map((slide) => slide.getAttribute('data-slot'));
const arrows = () => screen.queryAllByRole('button', { name: /story$/ }).map((button) => button.getAttribute('aria-label'));

describe('FeedPager', () => {
  it('shows one card to assistive technology; only a few are mounted', async () => {
    renderPager(feedOf(500), { start: 250 });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(currentTitle()).toBe('Title 250');
    await waitFor(() => expect(document.querySelectorAll('article')).toHaveLength(5));
    const hidden = [...document.querySelectorAll('[data-slot]')].filter((slide) => slide.getAttribute('data-slot') !== '0');
    expect(hidden.every((slide) => slide.hasAttribute('inert') && slide.getAttribute('aria-hidden') === 'true')).toBe(true);
  });

  it('mounts the card in view first and the cards around it one by one after', async () => {
    renderPager(feedOf(500), { start: 250 });
    expect(slots()).toEqual(['0']);
    await waitFor(() => expect(slots()).toEqual(['-2', '-1', '0', '1', '2']));
  });

  it("mounts every card around at the user's first tap or key, ready for a swipe", () => {
    renderPager(feedOf(500), { start: 250 });
    expect(slots()).toEqual(['0']);
    fireEvent.pointerDown(window);
    expect(slots()).toEqual(['-2', '-1', '0', '1', '2']);
  });

  it('the arrow buttons move one story and announce it', async () => {
    const { user } = renderPager(feedOf(3));
    await user.click(screen.getByRole('button', { name: 'Next story' }));
    expect(currentTitle()).toBe('Title 1');
    expect(announced()).toBe('Story 2 of 3: Title 1');
    await user.click(screen.getByRole('button', { name: 'Previous story' }));
    expect(currentTitle()).toBe('Title 0');
  });

  it('wraps round both ends by default', async () => {
    const { user } = renderPager(feedOf(3));
    expect(arrows()).toEqual(['Previous story', 'Next story']);
    await user.click(screen.getByRole('button', { name: 'Previous story' }));
    expect(currentTitle()).toBe('Title 2');
    await user.click(screen.getByRole('button', { name: 'Next story' }));
    expect(currentTitle()).toBe('Title 0');
  });

  it('without wrapping the arrows show only where there are earlier or later cards', async () => {
    const { user } = renderPager(feedOf(2), { wrap: false });
    expect(arrows()).toEqual(['Next story']);
    await user.click(screen.getByRole('button', { name: 'Next story' }));
    expect(arrows()).toEqual(['Previous story']);
  });

  it('a single card has no arrows', () => {
    renderPager(feedOf(1));
    expect(arrows()).toEqual([]);
  });

  it('ArrowDown/PageDown/j go to the next story, ArrowUp/PageUp/k back', async () => {
    const { user } = renderPager(feedOf(10));
    await user.keyboard('{ArrowDown}');
    expect(currentTitle()).toBe('Title 1');
    await user.keyboard('{PageDown}');
    expect(currentTitle()).toBe('Title 2');
    await user.keyboard('j');
    expect(currentTitle()).toBe('Title 3');
    await user.keyboard('{ArrowUp}');
    expect(currentTitle()).toBe('Title 2');
    await user.keyboard('{PageUp}');
    expect(currentTitle()).toBe('Title 1');
    await user.keyboard('k');
    expect(currentTitle()).toBe('Title 0');
  });

  it('keys do nothing while typing, or with a modifier held', async () => {
    const { user } = renderPager(feedOf(10));
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    await user.keyboard('j{ArrowDown}');
    expect(currentTitle()).toBe('Title 0');
    fireEvent.keyDown(document.body, { key: 'ArrowDown', ctrlKey: true });
    expect(currentTitle()).toBe('Title 0');
  });

  it('keys do nothing while a dialog is open', async () => {
    renderPager(feedOf(10));
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(currentTitle()).toBe('Title 0');
    dialog.remove();
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(currentTitle()).toBe('Title 1');
  });

  it('keeps keyboard focus in the feed when the focused card moves out of view', async () => {
    const { user } = renderPager(feedOf(5));
    screen.getByRole('link', { name: 'Title 0' }).focus();
    await user.keyboard('j');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Title 1' }));
  });

  it('tapping the card opens the reader on that article', async () => {
    const { user } = renderPager(feedOf(3));
    await user.click(screen.getByRole('link', { name: 'Title 0' }));
    expect(screen.getByRole('status', { name: 'Reader' }).textContent).toBe('n0');
  });
});
