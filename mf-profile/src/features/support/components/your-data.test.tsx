import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { makeUser } from '@tidings/web-kit/testing/factories';
import { json, stubFetch } from '@tidings/web-kit/testing/fetch-stub';
import { currentPath, findToast, renderWithProviders } from '@tidings/web-kit/testing/render-with-providers';
import { YourData } from './your-data';

const wrongPassword = { statusCode: 403, code: 'AUTH_PASSWORD_INCORRECT', error: 'Forbidden', message: 'The password is not correct' };
const sessionEnded = { statusCode: 401, code: 'AUTH_SESSION_ENDED_WRONG_PASSWORDS', error: 'Unauthorized', message: 'Too many wrong passwords: this session has ended. Sign in again.' };

function renderYourData() {
  const user = makeUser();
  const server = stubFetch({
    'GET /api/user': () => json(user),
    'DELETE /api/user': (call) => {
      const { password } = call.body as { password: string };
      if (password === 'one-too-many') return json(sessionEnded, 401);
      return password === 'right-one' ? json({ deleted: true }) : json(wrongPassword, 403);
    },
    'POST /api/sessions/end': () => json({ ok: true }),
    'POST /api/events/batch': () => json({ accepted: 0, duplicates: 0 }),
  });
  return { server, ...renderWithProviders(<YourData />, { user, path: '/profile' }) };
}

describe("the privacy sheet's 'Your data'", () => {
  it('asks for the password in a confirm step; an empty one never reaches the server', async () => {
    const { user: pointer, server } = renderYourData();
    await pointer.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    await pointer.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(server.callsTo('DELETE', '/api/user')).toHaveLength(0);
  });

  it("shows the server's refusal of a wrong password on the field, and stays", async () => {
    const { user: pointer } = renderYourData();
    await pointer.click(screen.getByRole('button', { name: 'Delete account' }));
    const field = await screen.findByLabelText('Password');
    await pointer.click(field);
    await pointer.paste('wrong-one');
    await pointer.keyboard('{Enter}');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const described = field.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('The password is not correct');
    expect(currentPath()).toBe('/profile');
  });

  it('deletes with the right password, then signs out to /auth with a toast', async () => {
    const { user: pointer, server } = renderYourData();
    await pointer.click(screen.getByRole('button', { name: 'Delete account' }));
    await pointer.click(await screen.findByLabelText('Password'));
    await pointer.paste('right-one');
    await pointer.keyboard('{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/auth'));
    expect(server.callsTo('DELETE', '/api/user').map((call) => call.body)).toEqual([{ password: 'right-one' }]);
    await findToast('Account deleted');
  });

  it('signs out to /auth with a toast when the server ends the session after too many wrong passwords', async () => {
    const { user: pointer } = renderYourData();
    await pointer.click(screen.getByRole('button', { name: 'Delete account' }));
    await pointer.click(await screen.findByLabelText('Password'));
    await pointer.paste('one-too-many');
    await pointer.keyboard('{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/auth'));
    await findToast('Signed out');
  });

  it('Cancel closes the confirm step and gives focus back', async () => {
    const { user: pointer } = renderYourData();
    const opener = screen.getByRole('button', { name: 'Delete account' });
    await pointer.click(opener);
    await pointer.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});
