import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@tidings/web-kit/toast-store';
import { SETTLE_AFTER_LOAD_MS } from '@tidings/web-kit/when-page-settled';
import { Toaster } from './toaster';

// The region's behaviour is toast-region.test.tsx's; here: when it loads. The first import of its
// modules is slow on a loaded machine: the waits allow for it.
const LOAD = { timeout: 10_000 };
const region = () => screen.queryByRole('region', { name: 'Notifications (F8)' });

describe('Toaster', () => {
  it('loads no region for a first screen without toasts', () => {
    render(<Toaster />);
    expect(region()).toBeNull();
  });

  it('loads the region with the first toast and shows it', async () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Bookmark added', description: 'Article saved to your bookmarks' }));
    const shown = await screen.findByRole('region', { name: 'Notifications (F8)' }, LOAD);
    expect(await within(shown).findByText('Bookmark added')).toBeTruthy();
  });

  it('F8 before any toast loads the region and moves focus into it', async () => {
    render(<Toaster />);
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    await waitFor(() => expect(region()?.contains(document.activeElement)).toBe(true), LOAD);
  });

  it('loads the region once the page has settled', async () => {
    vi.useFakeTimers();
    render(<Toaster />);
    // Settled: SETTLE_AFTER_LOAD_MS after load, then an idle moment (jsdom has no requestIdleCallback: the next task).
    await act(async () => vi.advanceTimersByTime(SETTLE_AFTER_LOAD_MS + 1));
    vi.useRealTimers();
    expect(await screen.findByRole('region', { name: 'Notifications (F8)' }, LOAD)).toBeTruthy();
  });
});
