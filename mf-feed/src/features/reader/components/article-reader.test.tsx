import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '@tidings/web-kit/testing/fetch-stub';
import { currentPath } from '@tidings/web-kit/testing/render-with-providers';
import { ARTICLE, articleHeading, OTHER_OUTLET, renderReader, routes, READER_TEST_TIMEOUT_MS, SAME_CATEGORY } from './reader-fixtures';

describe('ArticleReader', { timeout: READER_TEST_TIMEOUT_MS }, () => {
  it("opens on the Article tab behind an 800 ms 'Loading {source}...' cover", async () => {
    stubFetch(routes());
    renderReader();
    const dialog = screen.getByRole('dialog', { name: 'Harbour bridge reopens' });
    expect(within(dialog).getByRole('status', { name: 'Loading Coast Courier...' })).toBeTruthy();
    await articleHeading('Harbour bridge reopens');
    expect(screen.getByRole('tab', { name: 'Article', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'AI Insights', selected: false })).toBeTruthy();
    expect(screen.getByText('Jan 5, 25')).toBeTruthy();
    expect(screen.getByText('Second paragraph.')).toBeTruthy();
    expect(screen.getByText('coast.example/local/bridge')).toBeTruthy();
    const newTab = screen.getByRole('link', { name: 'Open in new tab' });
    expect(newTab.getAttribute('href')).toBe(ARTICLE.sourceUrl);
    expect(newTab.getAttribute('target')).toBe('_blank');
    expect(newTab.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('fetches the article when opened by id, and says so clearly when it does not exist', async () => {
    const { callsTo } = stubFetch(routes({ 'GET /api/news/gone': () => json({ statusCode: 404, code: 'NEWS_ARTICLE_NOT_FOUND' }, 404) }));
    const { onClose, user } = renderReader({ initialArticle: undefined, articleId: 'gone' });
    expect(screen.getByRole('status', { name: 'Loading article...' })).toBeTruthy();
    expect(await articleHeading('Article not found')).toBeTruthy();
    expect(callsTo('GET', '/api/news/gone')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Go to your feed' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('labels a sample story, and a sample among the related articles, with the words "Sample story"', async () => {
    const sample = { ...ARTICLE, sample: true };
    stubFetch(routes({ 'GET /api/news/n1': () => json(sample), 'GET /api/news/n1/related': () => json({ sameStory: [OTHER_OUTLET], sameCategory: [{ ...SAME_CATEGORY, sample: true }] }) }));
    renderReader({ initialArticle: sample });
    const heading = await articleHeading('Harbour bridge reopens');
    const article = heading.closest('article')!;
    await within(article).findByRole('button', { name: /New ferry timetable/ });
    expect(within(article).getAllByText('Sample story')).toHaveLength(2);
    expect(within(article).getByRole('button', { name: /New ferry timetable.*Sample story/ })).toBeTruthy();
    expect(within(article).getByRole('button', { name: /Bridge back in service/ }).textContent).not.toContain('Sample story');
  });

  it('a real story has no sample label', async () => {
    stubFetch(routes());
    renderReader();
    await articleHeading('Harbour bridge reopens');
    expect(screen.queryByText('Sample story')).toBeNull();
  });

  it('loads an article opened by id', async () => {
    stubFetch(routes());
    renderReader({ initialArticle: undefined });
    expect(await articleHeading('Harbour bridge reopens')).toBeTruthy();
  });

  it('takes focus on the dialog itself, with Back first in the tab order', async () => {
    stubFetch(routes());
    const { user } = renderReader();
    await articleHeading('Harbour bridge reopens');
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: 'Harbour bridge reopens' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Back' }));
  });

  it('closes on Escape and on Close, and steps back on Back', async () => {
    stubFetch(routes());
    const { onClose, onBack, user } = renderReader();
    await articleHeading('Harbour bridge reopens');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('records the read when it opens: the article read and a read with zero time', async () => {
    const { callsTo } = stubFetch(routes());
    renderReader();
    await waitFor(() => expect(callsTo('POST', '/api/articles/read/n1')).toHaveLength(1));
    await waitFor(() => expect(callsTo('POST', '/api/news/n1/read').map((call) => call.body)).toEqual([{ timeSpentSeconds: 0 }]));
  });

  it('records no read for an article that does not exist', async () => {
    const { calls } = stubFetch(routes({ 'GET /api/news/gone': () => json({ statusCode: 404, code: 'NEWS_ARTICLE_NOT_FOUND' }, 404) }));
    renderReader({ initialArticle: undefined, articleId: 'gone' });
    await articleHeading('Article not found');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('reload fetches the reader data again and replays the cover', async () => {
    const { callsTo } = stubFetch(routes());
    const { user } = renderReader();
    await articleHeading('Harbour bridge reopens');
    await waitFor(() => expect(callsTo('GET', '/api/news/n1/reaction')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(screen.getByRole('status', { name: 'Loading Coast Courier...' })).toBeTruthy();
    await waitFor(() => expect(callsTo('GET', '/api/news/n1')).toHaveLength(1));
    expect(callsTo('GET', '/api/news/n1/reaction')).toHaveLength(2);
    expect(callsTo('GET', '/api/bookmarks/check/n1')).toHaveLength(2);
  });

  it('lists the same story from other outlets first, with the source count, and opens a related article', async () => {
    stubFetch(routes());
    const { onOpenArticle, user } = renderReader();
    await articleHeading('Harbour bridge reopens');
    const related = screen.getByRole('region', { name: 'Related Articles' });
    expect(await within(related).findByText('2 sources')).toBeTruthy();
    expect(within(related).getByRole('link', { name: '2 sources: see full coverage' }).getAttribute('href')).toBe('/story/n1');
    const items = within(related).getAllByRole('button').map((button) => button.textContent);
    expect(items[0]).toContain('Bridge back in service');
    expect(items[1]).toContain('New ferry timetable');
    expect(within(related).getByText(`More in ${ARTICLE.category}`)).toBeTruthy();
    await user.click(within(related).getByRole('button', { name: /Bridge back in service/ }));
    expect(onOpenArticle).toHaveBeenCalledWith({ article: OTHER_OUTLET });
  });

  it("the sources badge leads to the story's full coverage", async () => {
    stubFetch(routes());
    const { user } = renderReader();
    await articleHeading('Harbour bridge reopens');
    const related = screen.getByRole('region', { name: 'Related Articles' });
    await user.click(await within(related).findByRole('link', { name: '2 sources: see full coverage' }));
    expect(currentPath()).toBe('/story/n1');
  });
});
