import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Edition } from '@tidings/contracts/briefing';
import { EDITION_TEXTS, nextEditionText } from '@tidings/contracts/briefing-texts';
import { useArticleReader } from '@tidings/web-kit/article-reader';
import { makeArticle, makeUser } from '@tidings/web-kit/testing/factories';
import { deferred, json, stubFetch } from '@tidings/web-kit/testing/fetch-stub';
import { currentPath, renderWithProviders } from '@tidings/web-kit/testing/render-with-providers';
import { READING_LOG_KEY } from '@tidings/web-kit/reading-log/reading-log';
import { SETTLED_READ_MS } from '../hooks/use-refresh-after-reader';
import EditionScreen from './edition-screen';

const user = makeUser({ id: 'u1' });
const now = Date.now();
const item = (id: string, extra: Partial<Edition['items'][number]> = {}) => ({
  article: makeArticle({ id, title: `Title ${id}`, source: `Outlet ${id}`, publishedAt: new Date(now - 3_600_000).toISOString() }),
  summary: `Summary of ${id}.`,
  sourceCount: 1,
  followed: [],
  ...extra,
});

const EDITION: Edition = {
  date: '2026-03-02',
  timeZone: 'Europe/Dublin',
  builtAt: new Date(now - 2 * 3_600_000).toISOString(),
  nextAt: new Date(now + 20 * 3_600_000).toISOString(),
  items: [item('e1', { sourceCount: 3, followed: ['Mara Lindqvist'] }), item('e2'), item('e3')],
  read: ['e2'],
};

function ReaderProbe() {
  const reader = useArticleReader();
  return (
    <>
      <output aria-label="Reader">{reader.openId ?? 'closed'}</output>
      <button type="button" onClick={reader.close}>
        Close reader
      </button>
    </>
  );
}

function renderEdition(answer: () => Response | Promise<Response>) {
  const server = stubFetch({ 'GET /api/edition': answer });
  const view = renderWithProviders(
    <>
      <EditionScreen />
      <ReaderProbe />
    </>,
    { user, path: '/?view=today' },
  );
  return { server, ...view };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('EditionScreen', () => {
  it('loads with the device time zone, then shows the heading, the progress and one card per story', async () => {
    const answer = deferred<Response>();
    const { server } = renderEdition(() => answer.promise);
    expect(screen.getByRole('status', { name: "Loading today's edition" })).toBeTruthy();
    answer.resolve(json(EDITION));

    expect(await screen.findByRole('heading', { level: 1, name: EDITION_TEXTS.heading })).toBeTruthy();
    const headers = new Headers(server.callsTo('GET', '/api/edition')[0]!.init.headers);
    expect(headers.get('x-time-zone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);

    const progress = screen.getByRole('progressbar', { name: '1 of 3 read' });
    expect(progress.getAttribute('aria-valuenow')).toBe('1');
    expect(progress.getAttribute('aria-valuemax')).toBe('3');

    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(['Title e1', 'Title e2', 'Title e3']);
    expect(within(cards[0]!).getByText('3 sources')).toBeTruthy();
    expect(within(cards[0]!).getByText('Because you follow Mara Lindqvist')).toBeTruthy();
    expect(within(cards[0]!).getByText('Outlet e1')).toBeTruthy();
    expect(within(cards[0]!).getByText('1h ago')).toBeTruthy();
    expect(within(cards[0]!).queryByText('Read')).toBeNull();
    // One outlet alone says nothing about sources; a read story is marked.
    expect(within(cards[1]!).queryByText(/sources/)).toBeNull();
    expect(within(cards[1]!).getByText('Read')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Listen' })).toBeTruthy();
  });

  it("ends with \"You're all caught up\" and when the next edition is due", async () => {
    renderEdition(() => json(EDITION));
    expect(await screen.findByText(EDITION_TEXTS.caughtUp)).toBeTruthy();
    expect(screen.getByText(nextEditionText(new Date(EDITION.nextAt), new Date(), EDITION.timeZone))).toBeTruthy();
    expect(screen.getByText(/^The next edition arrives at \S.* (today|tomorrow)$/)).toBeTruthy();
  });

  it('opens a story in the reader over the edition, and refreshes the progress when the reader closes and once more later', async () => {
    let answers = 0;
    const { user: events, server } = renderEdition(() => {
      answers += 1;
      return json(answers === 1 ? EDITION : { ...EDITION, read: ['e2', 'e1'] });
    });
    await events.click(await screen.findByRole('link', { name: 'Title e1' }));
    expect(screen.getByRole('status', { name: 'Reader' }).textContent).toBe('e1');
    expect(currentPath()).toBe('/?view=today');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    await events.click(screen.getByRole('button', { name: 'Close reader' }));
    await waitFor(() => expect(server.callsTo('GET', '/api/edition')).toHaveLength(2));
    expect(await screen.findByRole('progressbar', { name: '2 of 3 read' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(SETTLED_READ_MS));
    await waitFor(() => expect(server.callsTo('GET', '/api/edition')).toHaveLength(3));
  });

  it('counts a story read on this device since the edition was built before the server has it', async () => {
    localStorage.setItem(READING_LOG_KEY, JSON.stringify({ userId: 'u1', entries: [{ id: 'e3', source: 'Outlet e3', at: now - 60_000 }] }));
    renderEdition(() => json(EDITION));
    expect(await screen.findByRole('progressbar', { name: '2 of 3 read' })).toBeTruthy();
  });

  it('says so on a thin day, with when the next edition is due, and fetches again on Refresh', async () => {
    const { server, user: events } = renderEdition(() => json({ ...EDITION, items: [], read: [] }));
    expect(await screen.findByRole('heading', { level: 1, name: EDITION_TEXTS.empty })).toBeTruthy();
    expect(screen.getByText(/^The next edition arrives at/)).toBeTruthy();
    await events.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(server.callsTo('GET', '/api/edition')).toHaveLength(2));
  });

  it('shows the error with a retry for a failed answer and for an answer that is not an edition', async () => {
    let answers = 0;
    const { user: events } = renderEdition(() => {
      answers += 1;
      return answers === 1 ? json({ code: 'INTERNAL_ERROR' }, 500) : answers === 2 ? json({ items: 'none' }) : json(EDITION);
    });
    expect((await screen.findByRole('alert')).textContent).toContain(EDITION_TEXTS.error);
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(answers).toBe(2));
    expect((await screen.findByRole('alert')).textContent).toContain(EDITION_TEXTS.error);
    await events.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: EDITION_TEXTS.heading })).toBeTruthy();
  });

  it('says the edition is not saved yet when offline with nothing kept', async () => {
    renderEdition(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await screen.findByRole('heading', { level: 1, name: EDITION_TEXTS.offline })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
