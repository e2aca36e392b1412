import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '@tidings/web-kit/testing/fetch-stub';
import { findToast } from '@tidings/web-kit/testing/render-with-providers';
import { useToastStore } from '@tidings/web-kit/toast-store';
import { renderApp } from '../../../test/render-app';
import { loadFormSchemas } from '../lib/form-schemas';
import { preloadAuthPage } from './lazy-auth-page';

vi.mock('../../remotes/load-remote-page', () => ({
  loadRemotePage: async () => ({ default: () => <p>page</p> }),
}));

// The auth page and the forms' rules (form-schemas.ts) load first: validation is then synchronous.
beforeAll(() => Promise.all([preloadAuthPage(), loadFormSchemas()]));

/** The message an input points at with aria-describedby. */
const describedBy = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

async function submitRegistration(password: string) {
  const { user } = renderApp('/auth', { user: null });
  await user.click(screen.getByRole('tab', { name: 'Register' }));
  await user.type(screen.getByLabelText('Username'), 'grace');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), password);
  await user.click(screen.getByRole('button', { name: 'Register' }));
  return user;
}

describe('register form: what the server refuses', () => {
  it("shows a too common password's message on the password field and moves focus there", async () => {
    const message = 'This password is too common. Please choose another.';
    stubFetch({ 'POST /api/register': () => json({ statusCode: 400, code: 'AUTH_PASSWORD_TOO_COMMON', error: 'Bad Request', message }, 400) });
    const user = await submitRegistration('qwerty123');
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(describedBy(password)).toBe(message));
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(password);
    expect(useToastStore.getState().toasts).toEqual([]);
    // Typing again re-validates; the server's message goes away.
    await user.type(password, '-and-more');
    expect(password.getAttribute('aria-invalid')).toBeNull();
  });

  it("shows the server's validation message on its field (a username with an invisible character)", async () => {
    const message = 'Username cannot contain invisible or control characters';
    stubFetch({ 'POST /api/register': () => json({ statusCode: 400, code: 'VALIDATION_FAILED', error: 'Bad Request', message, fields: { username: message } }, 400) });
    await submitRegistration('Harbour-lights-42');
    const username = screen.getByLabelText('Username');
    await waitFor(() => expect(describedBy(username)).toBe(message));
    expect(document.activeElement).toBe(username);
  });

  it('keeps the spec toast for a taken or reserved name', async () => {
    stubFetch({ 'POST /api/register': () => json({ statusCode: 409, code: 'AUTH_USERNAME_RESERVED', error: 'Conflict', message: 'This username is reserved. Please choose another.' }, 409) });
    await submitRegistration('Harbour-lights-42');
    expect(await findToast('Registration failed')).toEqual({ description: 'Username may already be taken. Please try another.', variant: 'destructive' });
  });
});
