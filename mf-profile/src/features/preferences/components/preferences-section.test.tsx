import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import type { PublicUser } from '@tidings/contracts/user';
import { useInstallPromptStore, type BeforeInstallPromptEvent } from '@tidings/web-kit/install-prompt-store';
import { setWriteQueueUser } from '@tidings/web-kit/offline-queue/write-queue-client';
import { createQueryClient } from '@tidings/web-kit/query-client';
import { configureTracking } from '@tidings/web-kit/tracking/tracking-config';
import { makeUser } from '@tidings/web-kit/testing/factories';
import { deferred, json, stubFetch, type RecordedCall, type Routes } from '@tidings/web-kit/testing/fetch-stub';
import { findToast, renderWithProviders } from '@tidings/web-kit/testing/render-with-providers';
import { useThemeStore } from '@tidings/web-kit/theme-store';
import { useUser } from '@tidings/web-kit/user';
import { PreferencesSection } from './preferences-section';

/** As the profile page renders it, with the feed kept live as mf-feed would. */
function Section() {
  const { data: user } = useUser();
  useQuery({ queryKey: QUERY_KEYS.feed });
  return user ? <PreferencesSection user={user} /> : null;
}

function renderPreferences(user: PublicUser, routes: Routes = {}, queryClient?: QueryClient) {
  const patches: RecordedCall[] = [];
  let stored = user;
  const server = stubFetch({
    'PATCH /api/user/preferences': (call) => {
      patches.push(call);
      stored = { ...stored, ...(call.body as object) };
      return json(stored);
    },
    'GET /api/user': () => json(stored),
    'GET /api/news/filtered': () => json([]),
    ...routes,
  });
  // The shell initialises the theme from the saved setting before any screen shows.
  useThemeStore.getState().initFromUser(user.darkMode);
  return { server, patches, ...renderWithProviders(<Section />, { user, path: '/profile', queryClient }) };
}

const toggle = (name: string) => screen.getByRole('switch', { name });

describe('PREFERENCES', () => {
  it('has the three switches, named, with their hints', () => {
    renderPreferences(makeUser({ darkMode: false, notificationsEnabled: true, goodNewsMode: false }));
    expect(screen.getByRole('heading', { level: 2, name: 'PREFERENCES' })).toBeTruthy();
    expect(toggle('Dark Mode').getAttribute('aria-checked')).toBe('false');
    expect(toggle('Notifications').getAttribute('aria-checked')).toBe('true');
    const goodNews = toggle('Good News Mode');
    expect(goodNews.getAttribute('aria-checked')).toBe('false');
    expect(document.getElementById(goodNews.getAttribute('aria-describedby')!)?.textContent).toBe('Show only positive and uplifting news');
  });

  it('Dark Mode applies at once, before the server answers, and is saved', async () => {
    const answer = deferred<Response>();
    const { user: pointer, patches } = renderPreferences(makeUser({ darkMode: false }), { 'PATCH /api/user/preferences': (call) => (patches.push(call), answer.promise) });
    await pointer.click(toggle('Dark Mode'));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(toggle('Dark Mode').getAttribute('aria-checked')).toBe('true');
    expect(patches.map((call) => call.body)).toEqual([{ darkMode: true }]);
    answer.resolve(json(makeUser({ darkMode: true })));
    await waitFor(() => expect(useThemeStore.getState().darkMode).toBe(true));
  });

  it.each([
    ['Notifications', { notificationsEnabled: false }],
    ['Good News Mode', { goodNewsMode: true }],
  ])('%s is saved as it flips, and the user and the feed are refetched', async (name, body) => {
    const { user: pointer, patches, server } = renderPreferences(makeUser({ notificationsEnabled: true, goodNewsMode: false }));
    await waitFor(() => expect(server.callsTo('GET', '/api/news/filtered')).toHaveLength(1));
    await pointer.click(toggle(name));
    expect(toggle(name).getAttribute('aria-checked')).toBe(String(Object.values(body)[0]));
    expect(patches.map((call) => call.body)).toEqual([body]);
    await waitFor(() => expect(server.callsTo('GET', '/api/news/filtered')).toHaveLength(2));
    expect(server.callsTo('GET', '/api/user')).toHaveLength(1);
    expect(toggle(name).getAttribute('aria-checked')).toBe(String(Object.values(body)[0]));
  });

  it('a save through the write queue refetches the user and the feed once (the screen does, not the queue as well)', async () => {
    const user = makeUser({ goodNewsMode: false });
    // As in the app: the queue knows who is signed in and can refresh queries itself.
    const queryClient = createQueryClient();
    configureTracking({ queryClient });
    setWriteQueueUser(user.id);
    try {
      const { user: pointer, server } = renderPreferences(user, {}, queryClient);
      await waitFor(() => expect(server.callsTo('GET', '/api/news/filtered')).toHaveLength(1));
      await pointer.click(toggle('Good News Mode'));
      await waitFor(() => expect(server.callsTo('GET', '/api/news/filtered')).toHaveLength(2));
      // Time for a second refresh to show, had one been asked for.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(server.callsTo('GET', '/api/news/filtered')).toHaveLength(2);
      expect(server.callsTo('GET', '/api/user')).toHaveLength(1);
    } finally {
      setWriteQueueUser(null);
    }
  });

  it('a failed save puts the switch back, with a toast (dark mode repaints back too)', async () => {
    const { user: pointer } = renderPreferences(makeUser({ darkMode: false, goodNewsMode: false }), { 'PATCH /api/user/preferences': () => new Response('down', { status: 503 }) });
    await pointer.click(toggle('Dark Mode'));
    expect(await findToast('Error')).toEqual({ description: 'Failed to save your preferences. Please try again.', variant: 'destructive' });
    expect(toggle('Dark Mode').getAttribute('aria-checked')).toBe('false');
    expect(document.documentElement.classList.contains('dark')).toBe(false);

    await pointer.click(toggle('Good News Mode'));
    await waitFor(() => expect(toggle('Good News Mode').getAttribute('aria-checked')).toBe('false'));
  });

  it('quick toggles settle on the last value the server accepted', async () => {
    const answers = [deferred<Response>(), deferred<Response>()];
    let call = 0;
    const { user: pointer } = renderPreferences(makeUser({ goodNewsMode: false }), {
      'PATCH /api/user/preferences': () => answers[call++]!.promise,
      // What the server holds afterwards: the accepted change.
      'GET /api/user': () => json(makeUser({ goodNewsMode: true })),
    });
    await pointer.click(toggle('Good News Mode'));
    await pointer.click(toggle('Good News Mode'));
    expect(toggle('Good News Mode').getAttribute('aria-checked')).toBe('false');
    // The first (on) is accepted, the second (off) refused: the switch shows on, as the server has it.
    await act(async () => answers[0]!.resolve(json(makeUser({ goodNewsMode: true }))));
    await act(async () => answers[1]!.resolve(new Response('down', { status: 503 })));
    await findToast('Error');
    expect(toggle('Good News Mode').getAttribute('aria-checked')).toBe('true');
  });
});

describe('Install App', () => {
  // The row is its own chunk (lazy): transformed ahead, so a loaded machine's first import of it
  // does not outlast findByText's wait.
  beforeAll(() => import('./install-app-row'));

  it('shows only while the browser offers an install prompt, and goes once it is used', async () => {
    const { user: pointer } = renderPreferences(makeUser());
    expect(screen.queryByText('Install App')).toBeNull();

    const prompt = vi.fn(() => Promise.resolve());
    const offered = Object.assign(new Event('beforeinstallprompt'), { prompt, userChoice: Promise.resolve({ outcome: 'accepted' as const, platform: 'web' }) });
    act(() => useInstallPromptStore.setState({ deferredPrompt: offered as BeforeInstallPromptEvent, canInstall: true }));
    expect(await screen.findByText('Install App')).toBeTruthy();
    await pointer.click(screen.getByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Install App')).toBeNull();
  });
});
