import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { Streak } from '@tidings/contracts/tracking';
import { makeUser } from '@tidings/web-kit/testing/factories';
import { json, stubFetch } from '@tidings/web-kit/testing/fetch-stub';
import { renderWithProviders } from '@tidings/web-kit/testing/render-with-providers';
import { ActivitySection } from './activity-section';

const streak = (overrides: Partial<Streak> = {}): Streak => ({
  currentStreak: 4,
  maxStreak: 9,
  lastStreakDate: '2025-03-02',
  articlesReadToday: 1,
  totalArticlesRead: 57,
  dailyGoal: 3,
  timeZone: 'Europe/Dublin',
  ...overrides,
});

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

afterEach(() => {
  // Back to jsdom's own getter.
  delete (document as { visibilityState?: unknown }).visibilityState;
});

const figure = (label: string) => within(screen.getByRole('group', { name: label })).getAllByRole('paragraph')[0]!.textContent;

function renderActivity(answer: () => Response = () => json(streak())) {
  const server = stubFetch({ 'GET /api/user/streak': answer });
  renderWithProviders(<ActivitySection />, { user: makeUser(), path: '/profile' });
  return { server, streakCalls: () => server.callsTo('GET', '/api/user/streak') };
}

describe('YOUR ACTIVITY', () => {
  it("shows '...' until the streak arrives, then the figures and today's progress bar", async () => {
    renderActivity();
    expect(screen.getByRole('heading', { level: 2, name: 'YOUR ACTIVITY' })).toBeTruthy();
    for (const label of ['Current Streak', "Today's Progress", 'Best Streak', 'Total Articles']) expect(figure(label)).toBe('...');
    expect(screen.getByRole('progressbar', { name: "Today's Progress" }).getAttribute('aria-valuenow')).toBeNull();

    await screen.findByText('4 days');
    expect(figure('Current Streak')).toBe('4 days');
    expect(screen.getByText('Read at least 1 article daily to maintain your streak!')).toBeTruthy();
    expect(figure("Today's Progress")).toBe('1/3');
    expect(figure('Best Streak')).toBe('9 days');
    expect(figure('Total Articles')).toBe('57');
    const bar = screen.getByRole('progressbar', { name: "Today's Progress" });
    expect([bar.getAttribute('aria-valuemin'), bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuemax')]).toEqual(['0', '33', '100']);
    expect(bar.getAttribute('aria-valuetext')).toBe('1 of 3 articles read today');
  });

  it('caps the bar at 100 % past the daily goal, and says "1 day" for one', async () => {
    renderActivity(() => json(streak({ currentStreak: 1, maxStreak: 1, articlesReadToday: 5 })));
    await screen.findByText('5/3');
    expect(screen.getByRole('progressbar', { name: "Today's Progress" }).getAttribute('aria-valuenow')).toBe('100');
    expect(figure('Current Streak')).toBe('1 day');
  });

  it("sends the device's time zone, so the day boundary is the user's", async () => {
    const { streakCalls } = renderActivity();
    await screen.findByText('4 days');
    const headers = streakCalls()[0]!.init.headers as Record<string, string>;
    expect(headers['x-time-zone']).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('links to the bookmarks', () => {
    renderActivity();
    expect(screen.getByRole('link', { name: /Your Bookmarks/ }).getAttribute('href')).toBe('/bookmarks');
  });
});

describe('streak polling', () => {
  it('asks again every 5 s, never trusting the last answer', async () => {
    vi.useFakeTimers();
    const { streakCalls } = renderActivity();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(streakCalls()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(streakCalls()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(streakCalls()).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(streakCalls()).toHaveLength(4);
  });

  it('stops while the page is hidden, and catches up at once when it is back', async () => {
    vi.useFakeTimers();
    const { streakCalls } = renderActivity();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(streakCalls()).toHaveLength(2);
    act(() => setVisibility('hidden'));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(streakCalls()).toHaveLength(2);
    act(() => setVisibility('visible'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(streakCalls()).toHaveLength(3);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(streakCalls()).toHaveLength(4);
  });
});
