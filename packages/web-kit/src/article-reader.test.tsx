import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readerFromLocation, useArticleReader, useArticleReaderStore } from './article-reader';
import { makeArticle, makeUser } from './testing/factories';
import { currentPath, renderWithProviders } from './testing/render-with-providers';

const ARTICLE = makeArticle({ id: 'n1', sourceUrl: 'https://coast.example/bridge' });

/** Opens and closes the reader the way apps do, and shows what it names. */
function Probe() {
  const { openId, open, close, back } = useArticleReader();
  return (
    <>
      <p>{`open: ${openId ?? 'none'}`}</p>
      <button onClick={() => open({ article: ARTICLE })}>Open article</button>
      <button onClick={() => open({ id: 'n2' })}>Open by id</button>
      <button onClick={close}>Close</button>
      <button onClick={back}>Back</button>
    </>
  );
}

beforeEach(() => useArticleReaderStore.setState({ availability: 'unknown', known: new Map() }));

describe('useArticleReader', () => {
  it('opens on top of the page with a history entry and remembers the article', async () => {
    const { user } = renderWithProviders(<Probe />, { path: '/discover', user: makeUser() });
    await user.click(screen.getByRole('button', { name: 'Open article' }));
    expect(screen.getByText('open: n1')).toBeTruthy();
    expect(currentPath()).toBe('/discover');
    expect(useArticleReaderStore.getState().known.get('n1')).toEqual(ARTICLE);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('open: none')).toBeTruthy();
  });

  it('Back steps through stacked articles; Close leaves them all at once', async () => {
    const { user } = renderWithProviders(<Probe />, { path: '/', user: makeUser() });
    await user.click(screen.getByRole('button', { name: 'Open article' }));
    await user.click(screen.getByRole('button', { name: 'Open by id' }));
    expect(screen.getByText('open: n2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('open: n1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Open by id' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('open: none')).toBeTruthy();
  });

  it('closes a share link, and articles opened over it, to the feed', async () => {
    const { user } = renderWithProviders(<Probe />, { path: '/news/n7', user: makeUser() });
    expect(screen.getByText('open: n7')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Open by id' }));
    expect(screen.getByText('open: n2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('open: none')).toBeTruthy();
    expect(currentPath()).toBe('/');
  });

  it('opens the source in a new tab instead when the reader cannot be loaded', async () => {
    const windowOpen = vi.spyOn(window, 'open').mockReturnValue(null);
    useArticleReaderStore.setState({ availability: 'failed' });
    const { user } = renderWithProviders(<Probe />, { path: '/', user: makeUser() });
    await user.click(screen.getByRole('button', { name: 'Open article' }));
    expect(windowOpen).toHaveBeenCalledWith(ARTICLE.sourceUrl, '_blank', 'noopener,noreferrer');
    expect(screen.getByText('open: none')).toBeTruthy();
  });
});

describe('readerFromLocation', () => {
  it('reads the history state first, then the share link', () => {
    expect(readerFromLocation({ pathname: '/', state: { tidingsReader: 'n1', tidingsReaderDepth: 2 } })).toEqual({ id: 'n1', via: 'history', depth: 2 });
    expect(readerFromLocation({ pathname: '/news/n7', state: null })).toEqual({ id: 'n7', via: 'link', depth: 0 });
    expect(readerFromLocation({ pathname: '/discover', state: { other: true } })).toBeNull();
  });
});
