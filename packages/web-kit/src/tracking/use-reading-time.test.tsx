import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../testing/fetch-stub';
import { resetPageVisibility, setPageVisibility, unloadPage } from './testing/page-visibility-driver';
import { readingRoutes } from './testing/tracking-routes';
import { useReadingTime } from './use-reading-time';

function Reader({ id }: { id: string | null }) {
  useReadingTime(id);
  return null;
}

describe('useReadingTime', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(resetPageVisibility);

  const readCalls = (calls: { method: string; path: string; body: unknown }[]) =>
    calls.filter((call) => call.path.includes('/read')).map((call) => `${call.method} ${call.path} ${JSON.stringify(call.body ?? null)}`);

  it('records the read on open, sends the time every 30 s and the rest on close', async () => {
    const { calls } = stubFetch(readingRoutes('a1'));
    const { rerender } = render(<Reader id="a1" />);
    await act(() => vi.advanceTimersByTimeAsync(65_000));
    rerender(<Reader id={null} />);
    expect(readCalls(calls)).toEqual([
      'POST /api/articles/read/a1 null',
      'POST /api/news/a1/read {"timeSpentSeconds":0}',
      'PATCH /api/news/a1/read {"additionalTimeSpentSeconds":30}',
      'PATCH /api/news/a1/read {"additionalTimeSpentSeconds":30}',
      'PATCH /api/news/a1/read {"additionalTimeSpentSeconds":5}',
    ]);
  });

  it('does nothing with no article open', () => {
    const { calls } = stubFetch({});
    render(<Reader id={null} />);
    expect(calls).toEqual([]);
  });

  it('closes one article’s time when the reader moves on to another', async () => {
    const { calls } = stubFetch(readingRoutes('a1', 'a2'));
    const { rerender } = render(<Reader id="a1" />);
    await act(() => vi.advanceTimersByTimeAsync(7_000));
    rerender(<Reader id="a2" />);
    expect(readCalls(calls).slice(2)).toEqual([
      'PATCH /api/news/a1/read {"additionalTimeSpentSeconds":7}',
      'POST /api/articles/read/a2 null',
      'POST /api/news/a2/read {"timeSpentSeconds":0}',
    ]);
  });

  it('pauses while the page is hidden and sends the time on unload with keepalive', async () => {
    const { calls } = stubFetch(readingRoutes('a1'));
    render(<Reader id="a1" />);
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    setPageVisibility('hidden');
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    setPageVisibility('visible');
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    unloadPage();
    const patches = calls.filter((call) => call.method === 'PATCH');
    expect(patches.map((call) => [call.body, call.init.keepalive])).toEqual([
      [{ additionalTimeSpentSeconds: 4 }, true],
      [{ additionalTimeSpentSeconds: 9 }, true],
    ]);
  });
});
