import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { json } from '@tidings/web-kit/testing/fetch-stub';
import { openSheet, renderDeveloperAccess, SECRET } from '../test/render-developer-access';

const validation = {
  statusCode: 400,
  code: 'VALIDATION_FAILED',
  error: 'Bad Request',
  message: 'The name is already used by another token',
  fields: { name: 'The name is already used by another token' },
};
const limit = { statusCode: 409, code: 'TOKEN_LIMIT_REACHED', error: 'Conflict', message: 'You already have 20 tokens: revoke one first' };

async function openCreate(view: ReturnType<typeof renderDeveloperAccess>) {
  const sheet = await openSheet(view.user);
  await within(sheet).findByText('No tokens yet');
  await view.user.click(within(sheet).getByRole('button', { name: 'Create token' }));
  return screen.findByRole('dialog', { name: 'Create token' });
}

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('Create token', () => {
  it('starts on the name, with read checked and 30 days chosen', async () => {
    const view = renderDeveloperAccess();
    const dialog = await openCreate(view);
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Name'));
    expect((within(dialog).getByRole('checkbox', { name: /^Read/ }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('checkbox', { name: /^Write/ }) as HTMLInputElement).checked).toBe(false);
    expect((within(dialog).getByRole('radio', { name: '30 days' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['7', '30', '90', 'never']);
  });

  it('refuses an empty name and no scope on their fields; nothing reaches the server', async () => {
    const view = renderDeveloperAccess();
    const dialog = await openCreate(view);
    await view.user.click(within(dialog).getByRole('checkbox', { name: /^Read/ }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Create token' }));

    const name = within(dialog).getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(name)).toContain('Give the token a name');
    expect(document.activeElement).toBe(name);
    const read = within(dialog).getByRole('checkbox', { name: /^Read/ });
    expect(read.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(read)).toContain('Choose at least one scope');
    expect(view.server.callsTo('POST', '/api/user/tokens')).toHaveLength(0);
  });

  it('refuses a name over 60 characters', async () => {
    const view = renderDeveloperAccess();
    const dialog = await openCreate(view);
    await view.user.click(within(dialog).getByLabelText('Name'));
    await view.user.paste('n'.repeat(61));
    await view.user.keyboard('{Enter}');
    expect(describedBy(within(dialog).getByLabelText('Name'))).toContain('The name must be at most 60 characters');
    expect(view.server.callsTo('POST', '/api/user/tokens')).toHaveLength(0);
  });

  it("shows the server's field message next to the field, and its message otherwise", async () => {
    let answer = json(validation, 400);
    const view = renderDeveloperAccess([], { 'POST /api/user/tokens': () => answer });
    const dialog = await openCreate(view);
    const name = within(dialog).getByLabelText('Name');
    await view.user.type(name, 'Digest');
    await view.user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    await waitFor(() => expect(describedBy(name)).toContain('The name is already used by another token'));

    answer = json(limit, 409);
    await view.user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You already have 20 tokens: revoke one first');
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });

  it('says it needs a connection when the request cannot leave the device', async () => {
    const view = renderDeveloperAccess([], { 'POST /api/user/tokens': () => Promise.reject(new TypeError('Failed to fetch')) });
    const dialog = await openCreate(view);
    await view.user.type(within(dialog).getByLabelText('Name'), 'Digest');
    await view.user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('You’re offline. Developer access needs a connection.');
  });

  it('sends the choices, then shows the token once with a note; Copy copies it and says "Copied"', async () => {
    const view = renderDeveloperAccess();
    const dialog = await openCreate(view);
    await view.user.type(within(dialog).getByLabelText('Name'), '  Morning digest ');
    await view.user.click(within(dialog).getByRole('checkbox', { name: /^Write/ }));
    await view.user.click(within(dialog).getByRole('radio', { name: '7 days' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Create token' }));

    const created = await screen.findByRole('dialog', { name: 'Token created' });
    expect(view.server.callsTo('POST', '/api/user/tokens').map((call) => call.body)).toEqual([{ name: 'Morning digest', scopes: ['read', 'write'], expiresInDays: 7 }]);
    const field = within(created).getByLabelText('Your new token') as HTMLInputElement;
    expect(field.value).toBe(SECRET);
    expect(field.readOnly).toBe(true);
    expect(document.activeElement).toBe(field);
    expect(within(created).getByText(/It will not be shown again/)).toBeTruthy();

    await view.user.click(within(created).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(within(created).getByRole('status').textContent).toBe('Copied'));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
  });

  it('selects the token for copying by hand when the clipboard is refused', async () => {
    const view = renderDeveloperAccess();
    const dialog = await openCreate(view);
    await view.user.type(within(dialog).getByLabelText('Name'), 'Digest');
    await view.user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    const created = await screen.findByRole('dialog', { name: 'Token created' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));

    await view.user.click(within(created).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(within(created).getByRole('status').textContent).toMatch(/^Copying is not allowed here\. The token is selected/));
    const field = within(created).getByLabelText('Your new token') as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, SECRET.length]);
  });

  it('Done returns to the list, which now has the token, and the secret is gone for good', async () => {
    const view = renderDeveloperAccess();
    const dialog = await openCreate(view);
    await view.user.type(within(dialog).getByLabelText('Name'), 'Digest');
    await view.user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    const created = await screen.findByRole('dialog', { name: 'Token created' });
    await view.user.click(within(created).getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Token created' })).toBeNull());
    const sheet = screen.getByRole('dialog', { name: 'Developer access' });
    expect(await within(sheet).findByRole('heading', { name: 'Digest' })).toBeTruthy();
    expect(document.activeElement).toBe(within(sheet).getByRole('button', { name: 'Create token' }));
    expect(document.body.textContent).not.toContain(SECRET);

    // Opened again: a fresh, empty form.
    await view.user.click(within(sheet).getByRole('button', { name: 'Create token' }));
    const again = await screen.findByRole('dialog', { name: 'Create token' });
    expect((within(again).getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });
});
