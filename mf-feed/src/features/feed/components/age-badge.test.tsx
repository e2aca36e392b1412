import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { AgeBadge } from './age-badge';

const NOW = Date.parse('2025-06-01T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

afterEach(() => vi.useRealTimers());

describe('AgeBadge', () => {
  it('reads the age and carries its colour band', () => {
    vi.useFakeTimers({ now: NOW });
    render(<AgeBadge publishedAt={ago(3 * 3600_000)} live={false} />);
    const badge = screen.getByText('3h ago');
    expect(badge.getAttribute('data-tone')).toBe('blue');
    expect(badge.getAttribute('datetime')).toBe(ago(3 * 3600_000));
  });

  it('in view, refreshes every 30 s under an hour', () => {
    vi.useFakeTimers({ now: NOW });
    render(<AgeBadge publishedAt={ago(50_000)} live />);
    expect(screen.getByText('Just now')).toBeTruthy();
    act(() => vi.advanceTimersByTime(29_999));
    expect(screen.getByText('Just now')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('1m ago')).toBeTruthy();
  });

  it('in view, refreshes every minute under a day', () => {
    vi.useFakeTimers({ now: NOW });
    render(<AgeBadge publishedAt={ago(2 * 3600_000 - 30_000)} live />);
    expect(screen.getByText('1h ago')).toBeTruthy();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText('1h ago')).toBeTruthy();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText('2h ago')).toBeTruthy();
  });

  it('goes from green to blue when the hour passes', () => {
    vi.useFakeTimers({ now: NOW });
    render(<AgeBadge publishedAt={ago(3600_000 - 10_000)} live />);
    expect(screen.getByText('59m ago').getAttribute('data-tone')).toBe('green');
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText('1h ago').getAttribute('data-tone')).toBe('blue');
  });

  it('runs one timer per badge in view and none for badges out of view', () => {
    vi.useFakeTimers({ now: NOW });
    const { rerender } = render(
      <>
        <AgeBadge publishedAt={ago(10_000)} live={false} />
        <AgeBadge publishedAt={ago(20_000)} live />
        <AgeBadge publishedAt={ago(30_000)} live={false} />
      </>,
    );
    expect(vi.getTimerCount()).toBe(1);
    rerender(
      <>
        <AgeBadge publishedAt={ago(10_000)} live={false} />
        <AgeBadge publishedAt={ago(20_000)} live={false} />
        <AgeBadge publishedAt={ago(30_000)} live={false} />
      </>,
    );
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a badge coming into view shows its true age at once', () => {
    vi.useFakeTimers({ now: NOW });
    const { rerender } = render(<AgeBadge publishedAt={ago(0)} live={false} />);
    expect(screen.getByText('Just now')).toBeTruthy();
    vi.setSystemTime(NOW + 10 * 60_000);
    rerender(<AgeBadge publishedAt={ago(0)} live />);
    expect(screen.getByText('10m ago')).toBeTruthy();
  });
});
