import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useArticleReader, useArticleReaderStore, type ArticleReaderProps } from '@tidings/web-kit/article-reader';
import { makeArticle, makeUser } from '@tidings/web-kit/testing/factories';
import { currentPath, findToast, renderWithProviders } from '@tidings/web-kit/testing/render-with-providers';
import { loadRemotePage } from '../../remotes/load-remote-page';
import { fallbackModule } from '../../remotes/remote-fallback-plugin';
import { SETTLE_AFTER_LOAD_MS, SETTLE_IDLE_TIMEOUT_MS } from '@tidings/web-kit/when-page-settled';
import { resetArticleReaderLoader } from '../lib/load-article-reader';
import { ReaderSlot } from './reader-slot';

vi.mock('../../remotes/load-remote-page', () => ({ loadRemotePage: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));

const load = vi.mocked(loadRemotePage);
const ARTICLE = makeArticle({ id: 'n1', title: 'Harbour bridge reopens', sourceUrl: 'https://coast.example/bridge' });

/** Stands in for mf_feed's reader: shows what it was given and offers its callbacks. */
function FakeReader({ articleId, initialArticle, onClose, onBack, onOpenArticle }: ArticleReaderProps) {
  return (
    <div role="dialog" aria-label="Reader">
      <p>{`article ${articleId}${initialArticle ? ` (${initialArticle.title})` : ''}`}</p>
      <button onClick={onClose}>Close reader</button>
      <button onClick={onBack}>Back</button>
      <button onClick={() => onOpenArticle({ id: 'n2' })}>Open related</button>
    </div>
  );
}

/** A screen with a story to open, as the feed would have. */
function Opener() {
  const { open } = useArticleReader();
  return <button onClick={() => open({ article: ARTICLE })}>Open story</button>;
}

function renderSlot(path: string | string[] = '/') {
  return renderWithProviders(
    <>
      <Opener />
      <ReaderSlot />
    </>,
    { path, user: makeUser() },
  );
}

beforeEach(() => {
  resetArticleReaderLoader();
  useArticleReaderStore.setState({ availability: 'unknown', known: new Map() });
  load.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  resetArticleReaderLoader();
});

describe('ReaderSlot', () => {
  it('loads mf_feed/ArticleReader and renders the opened article, closing back to the page', async () => {
    load.mockResolvedValue({ default: FakeReader as never });
    const { user } = renderSlot();
    await user.click(screen.getByRole('button', { name: 'Open story' }));
    expect(await screen.findByText('article n1 (Harbour bridge reopens)')).toBeTruthy();
    expect(load).toHaveBeenCalledWith('mf_feed', 'ArticleReader', false);
    expect(useArticleReaderStore.getState().availability).toBe('ready');

    await user.click(screen.getByRole('button', { name: 'Close reader' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reader' })).toBeNull());
    expect(currentPath()).toBe('/');
  });

  it('stacks related articles: Back returns to the first, Close leaves them all', async () => {
    load.mockResolvedValue({ default: FakeReader as never });
    const { user } = renderSlot();
    await user.click(screen.getByRole('button', { name: 'Open story' }));
    await user.click(await screen.findByRole('button', { name: 'Open related' }));
    expect(await screen.findByText('article n2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('article n1 (Harbour bridge reopens)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Open related' }));
    await user.click(await screen.findByRole('button', { name: 'Close reader' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reader' })).toBeNull());
  });

  it('opens a share link over the page and closes it to the feed', async () => {
    load.mockResolvedValue({ default: FakeReader as never });
    const { user } = renderSlot('/news/n7');
    expect(await screen.findByText('article n7')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close reader' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(screen.queryByRole('dialog', { name: 'Reader' })).toBeNull();
  });

  it('opens the source in a new tab and leaves the history entry when the reader cannot load', async () => {
    const windowOpen = vi.spyOn(window, 'open').mockReturnValue(null);
    load.mockResolvedValue(fallbackModule);
    const { user } = renderSlot();
    await user.click(screen.getByRole('button', { name: 'Open story' }));
    await waitFor(() => expect(windowOpen).toHaveBeenCalledWith(ARTICLE.sourceUrl, '_blank', 'noopener,noreferrer'));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Opening article' })).toBeNull());
    expect(useArticleReaderStore.getState().availability).toBe('failed');

    // Known to be down now: the next story goes straight to its source, with no history entry.
    await user.click(screen.getByRole('button', { name: 'Open story' }));
    expect(windowOpen).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so and goes to the feed when a share link cannot be opened', async () => {
    load.mockRejectedValue(new Error('remotes list unreachable'));
    renderSlot('/news/n7');
    expect(await findToast('Could not open the article')).toEqual({ description: 'Please try again', variant: 'destructive' });
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it('keeps the page when the reader throws while rendering, and opens the source instead', async () => {
    const windowOpen = vi.spyOn(window, 'open').mockReturnValue(null);
    load.mockResolvedValue({
      default: (() => {
        throw new Error('render bug');
      }) as never,
    });
    const { user } = renderSlot();
    await user.click(screen.getByRole('button', { name: 'Open story' }));
    await waitFor(() => expect(windowOpen).toHaveBeenCalledWith(ARTICLE.sourceUrl, '_blank', 'noopener,noreferrer'));
    expect(screen.getByRole('button', { name: 'Open story' })).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it('loads the reader at the first tap, not while the page settles', async () => {
    vi.useFakeTimers();
    load.mockResolvedValue({ default: FakeReader as never });
    renderSlot();
    await act(async () => vi.advanceTimersByTime(SETTLE_AFTER_LOAD_MS + SETTLE_IDLE_TIMEOUT_MS + 1000));
    expect(load).not.toHaveBeenCalled();
    await act(async () => void window.dispatchEvent(new PointerEvent('pointerdown')));
    expect(load).toHaveBeenCalledWith('mf_feed', 'ArticleReader', false);
    expect(useArticleReaderStore.getState().availability).toBe('ready');
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })));
    expect(load).toHaveBeenCalledOnce();
  });

  it('shows no reader to a visitor (the route guard sends them to sign in)', async () => {
    load.mockResolvedValue({ default: FakeReader as never });
    vi.useFakeTimers();
    renderWithProviders(<ReaderSlot />, { user: null, path: '/news/n7' });
    await act(async () => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('dialog', { name: 'Reader' })).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });
});
