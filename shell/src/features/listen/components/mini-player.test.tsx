import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LISTEN_RESUME_KEY, useListenFlag } from '@tidings/web-kit/listen/listen-flag';
import { listenPlayer } from '@tidings/web-kit/listen/listen-player';
import { makeUser } from '@tidings/web-kit/testing/factories';
import { renderWithProviders } from '@tidings/web-kit/testing/render-with-providers';
import { ListenSlot } from './listen-slot';

const user = makeUser();
const items = ['Harbour reopens', 'Rail line extended', 'Library opens late'].map((title, n) => ({ newsId: `n${n}`, title, text: 'It did. Everyone came.', source: `Example ${n}` }));

/** A queue this user left on the device, as listen-resume.ts keeps it, and the flag as a reload reads it. */
function leaveQueue(userId: string) {
  window.localStorage.setItem(LISTEN_RESUME_KEY, JSON.stringify({ userId, origin: 'edition', items, index: 1, chunk: 1, rate: 1, savedAt: Date.now() }));
  useListenFlag.setState({ active: true, playing: false, starter: null });
}

afterEach(() => listenPlayer.close());

describe('the mini player', () => {
  it('is not there while nothing plays or waits to resume', () => {
    renderWithProviders(<ListenSlot withNav />, { user });
    expect(screen.queryByRole('region', { name: 'Audio player' })).toBeNull();
  });

  it('offers to resume the queue this reader left, and its controls move it', async () => {
    leaveQueue(user.id);
    renderWithProviders(<ListenSlot withNav />, { user });
    const player = await screen.findByRole('region', { name: 'Audio player' });
    expect(player.textContent).toContain('Rail line extended');
    expect(player.textContent).toContain('Example 1');
    expect(player.textContent).toContain('2 of 3');
    expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Next story' }));
    expect(player.textContent).toContain('3 of 3');
    // At the end Next stays focusable but does nothing.
    expect(screen.getByRole('button', { name: 'Next story' }).getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Next story' }));
    expect(player.textContent).toContain('3 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Previous story' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous story' }));
    expect(player.textContent).toContain('1 of 3');

    await userEvent.click(screen.getByRole('button', { name: 'Speed 1×' }));
    expect(screen.getByRole('button', { name: 'Speed 1.25×' }).textContent).toBe('1.25×');

    await userEvent.click(screen.getByRole('button', { name: 'Close player' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Audio player' })).toBeNull());
    expect(window.localStorage.getItem(LISTEN_RESUME_KEY)).toBeNull();
  });

  it("does not offer another reader's queue, and forgets it", async () => {
    leaveQueue('someone-else');
    renderWithProviders(<ListenSlot withNav />, { user });
    await waitFor(() => expect(useListenFlag.getState().active).toBe(false));
    expect(screen.queryByRole('region', { name: 'Audio player' })).toBeNull();
    expect(window.localStorage.getItem(LISTEN_RESUME_KEY)).toBeNull();
  });

  it('announces the story now playing, politely', async () => {
    leaveQueue(user.id);
    renderWithProviders(<ListenSlot withNav={false} />, { user });
    await screen.findByRole('region', { name: 'Audio player' });
    act(() => listenPlayer.store.setState({ status: 'playing' }));
    const live = document.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).toBe('Now playing: Rail line extended, Example 1');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
  });
});
