import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';

vi.mock('../../remotes/load-remote-page', () => ({
  loadRemotePage: async () => ({ default: () => <p>page</p> }),
}));

// No preload in this file: the first visit to /auth downloads the page behind a spinner, a later
// one (after signing out) renders it at once.
describe('lazy auth page', () => {
  it('shows a spinner while it downloads, then renders at once on the next visit', async () => {
    renderApp('/auth', { user: null });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Welcome to Tidings' })).toBeNull();
    // The first import of the page's modules is slow on a loaded machine: give it time.
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Tidings' }, { timeout: 10_000 })).toBeTruthy();
    cleanup();

    renderApp('/auth', { user: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Tidings' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });
});
