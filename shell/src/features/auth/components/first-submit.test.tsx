import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { loadedFormSchemas } from '../lib/form-schemas';
import { preloadAuthPage } from './lazy-auth-page';

vi.mock('../../remotes/load-remote-page', () => ({
  loadRemotePage: async () => ({ default: () => <p>page</p> }),
}));

const describedBy = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

// The page only: the forms' rules (zod) are not part of it and have not been downloaded yet.
beforeAll(preloadAuthPage);

describe('the auth forms before their rules have downloaded', () => {
  it('render without them, and the first submit waits for them before showing the messages', async () => {
    const user = userEvent.setup();
    renderApp('/auth', { user: null });
    expect(loadedFormSchemas()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    // A loaded machine imports slowly: give the download time.
    await vi.waitFor(() => expect(describedBy(screen.getByLabelText('Username'))).toBe('Username is required'), { timeout: 10_000 });
    expect(describedBy(screen.getByLabelText('Password'))).toBe('Password is required');
    expect(loadedFormSchemas()).not.toBeNull();
    // The import itself is slow on a loaded machine.
  }, 15_000);
});
