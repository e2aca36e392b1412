import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { resetConnectivityForTest } from '@tidings/web-kit/offline/connectivity';
import { json } from '@tidings/web-kit/testing/fetch-stub';
import { makeToken, openSheet, renderDeveloperAccess } from '../test/render-developer-access';

const details = (item: HTMLElement) =>
  Object.fromEntries(within(item).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));

describe('Developer access', () => {
  it('opens from its row with the explanation and the API docs, and gives focus back on closing', async () => {
    const view = renderDeveloperAccess();
    const row = screen.getByRole('button', { name: /^Developer access/ });
    const sheet = await openSheet(view.user);
    expect(sheet.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(sheet).getByText(/let your own scripts and apps use the Tidings API\. Treat each one like a password\./)).toBeTruthy();
    expect(within(sheet).getByRole('link', { name: /API documentation/ }).getAttribute('href')).toBe('/api/docs');
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(row);
  });

  it('lists each token with its scopes, hint, dates and last use', async () => {
    const view = renderDeveloperAccess([
      makeToken({ name: 'Digest', scopes: ['read', 'write'], hint: 'tid_AbC4…', lastUsedAt: '2025-01-06T14:03:00.000Z', lastUsedAddress: '203.0.113.7', expiresAt: '2099-02-04T00:00:00.000Z' }),
      makeToken({ name: 'Old one', expiresAt: '2025-01-12T10:00:00.000Z' }),
    ]);
    const sheet = await openSheet(view.user);
    const items = await within(sheet).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Digest', 'Old one']);
    expect(details(items[0]!)).toMatchObject({ Token: 'tid_AbC4…', Scopes: 'Read, Write', Created: 'Jan 5, 25', Expiry: expect.stringMatching(/^Feb [34], 99$/) });
    expect(details(items[0]!)['Last used']).toMatch(/^Jan [67], 25, \d{1,2}:03 [AP]M from 203\.0\.113\.7$/);
    expect(details(items[1]!)).toMatchObject({ Scopes: 'Read', 'Last used': 'Never used', Expiry: 'Expired' });
    expect(within(sheet).getByText('1 of 20 active')).toBeTruthy();
  });

  it('says "No tokens yet" when there are none', async () => {
    const view = renderDeveloperAccess();
    const sheet = await openSheet(view.user);
    expect(await within(sheet).findByText('No tokens yet')).toBeTruthy();
  });

  it('shows a failed load with a retry that loads the list', async () => {
    let fail = true;
    const view = renderDeveloperAccess([], {
      'GET /api/user/tokens': () => (fail ? json({ statusCode: 503, code: 'UNAVAILABLE', error: 'Service Unavailable', message: 'x' }, 503) : json([makeToken({ name: 'Digest' })])),
    });
    const sheet = await openSheet(view.user);
    expect((await within(sheet).findByRole('alert')).textContent).toContain('Failed to load your tokens. Please try again.');
    fail = false;
    await view.user.click(within(sheet).getByRole('button', { name: 'Try again' }));
    expect(await within(sheet).findByRole('heading', { name: 'Digest' })).toBeTruthy();
  });

  it('offline, says it needs a connection and does not offer to create', async () => {
    resetConnectivityForTest(false);
    try {
      const view = renderDeveloperAccess([], { 'GET /api/user/tokens': () => Promise.reject(new TypeError('Failed to fetch')) });
      const sheet = await openSheet(view.user);
      expect(await within(sheet).findByText('You’re offline. Developer access needs a connection.')).toBeTruthy();
      const create = within(sheet).getByRole('button', { name: 'Create token' });
      expect(create.getAttribute('aria-disabled')).toBe('true');
      expect(document.getElementById(create.getAttribute('aria-describedby')!)?.textContent).toBe('Creating a token needs a connection.');
      await view.user.click(create);
      expect(screen.queryByRole('dialog', { name: 'Create token' })).toBeNull();
    } finally {
      resetConnectivityForTest(true);
    }
  });

  it('an expired token does not count towards the 20', async () => {
    const expired = makeToken({ expiresAt: '2025-01-12T10:00:00.000Z' });
    const view = renderDeveloperAccess([...Array.from({ length: 19 }, () => makeToken()), expired]);
    const sheet = await openSheet(view.user);
    await within(sheet).findByText('19 of 20 active');
    expect(within(sheet).getByRole('button', { name: 'Create token' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('at 20 tokens, Create token is unavailable with the reason', async () => {
    const view = renderDeveloperAccess(Array.from({ length: 20 }, () => makeToken()));
    const sheet = await openSheet(view.user);
    await within(sheet).findByText('20 of 20 active');
    const create = within(sheet).getByRole('button', { name: 'Create token' });
    expect(create.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(create.getAttribute('aria-describedby')!)?.textContent).toBe('You have 20 active tokens, the most allowed. Revoke one to create another.');
    await view.user.click(create);
    expect(screen.queryByRole('dialog', { name: 'Create token' })).toBeNull();
  });

  it('Revoke asks first; Cancel keeps the token and gives focus back', async () => {
    const view = renderDeveloperAccess([makeToken({ name: 'Digest' })]);
    const sheet = await openSheet(view.user);
    const revoke = await within(sheet).findByRole('button', { name: 'Revoke Digest' });
    await view.user.click(revoke);
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke “Digest”?' });
    expect(within(confirm).getByText(/stop working at once/)).toBeTruthy();
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' }));
    await view.user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(revoke);
    expect(view.server.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
  });

  it('revokes once confirmed: the token leaves the list and focus goes to the list heading', async () => {
    const view = renderDeveloperAccess([makeToken({ id: 'tk1', name: 'Digest' }), makeToken({ name: 'Other' })]);
    const sheet = await openSheet(view.user);
    await view.user.click(await within(sheet).findByRole('button', { name: 'Revoke Digest' }));
    await view.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke token' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(view.server.callsTo('DELETE', '/api/user/tokens/tk1')).toHaveLength(1);
    expect(within(sheet).queryByRole('heading', { name: 'Digest' })).toBeNull();
    expect(within(sheet).getByRole('heading', { name: 'Other' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(sheet).getByRole('heading', { name: 'Your tokens' })));
    await waitFor(() => expect(view.server.callsTo('GET', '/api/user/tokens').length).toBeGreaterThan(1));
  });

  it("shows a refused revocation's message in the confirmation, which stays", async () => {
    const view = renderDeveloperAccess([makeToken({ id: 'tk1', name: 'Digest' })], {
      'DELETE /api/user/tokens/tk1': () => json({ statusCode: 403, code: 'AUTH_SESSION_REQUIRED', error: 'Forbidden', message: 'Tokens are managed from a signed-in browser' }, 403),
    });
    const sheet = await openSheet(view.user);
    await view.user.click(await within(sheet).findByRole('button', { name: 'Revoke Digest' }));
    const confirm = await screen.findByRole('alertdialog');
    await view.user.click(within(confirm).getByRole('button', { name: 'Revoke token' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe('Tokens are managed from a signed-in browser');
    // The sheet under the confirmation is aria-hidden while it is open.
    expect(within(sheet).getByRole('heading', { name: 'Digest', hidden: true })).toBeTruthy();
  });
});
