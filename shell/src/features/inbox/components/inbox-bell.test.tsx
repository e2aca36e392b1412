import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INBOX_TEXTS } from '@tidings/contracts/briefing-texts';
import { useArticleReaderStore } from '@tidings/web-kit/article-reader';
import { json, stubFetch } from '@tidings/web-kit/testing/fetch-stub';
import { makeUser } from '@tidings/web-kit/testing/factories';
import { renderWithProviders } from '@tidings/web-kit/testing/render-with-providers';
import { makeInbox, makeInboxItem } from '../test/inbox-factories';
import InboxBell from './inbox-bell';

const installed = vi.hoisted(() => ({ value: false }));
vi.mock('../lib/installed-app', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/installed-app')>()),
  isInstalledApp: () => installed.value,
}));

const VISIT = { lastVisitAt: '2026-11-29T08:00:00.000Z' };
const bell = () => screen.getByRole('button', { name: /^Inbox/ });
const panel = () => screen.getByRole('dialog', { name: INBOX_TEXTS.heading });

function render(notificationsEnabled = true) {
  return renderWithProviders(<InboxBell />, { user: makeUser({ notificationsEnabled }) });
}

/** A service worker registration whose notifications are recorded. */
function stubServiceWorker() {
  const showNotification = vi.fn(async () => undefined);
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve({ showNotification }) } });
  return showNotification;
}

beforeEach(() => {
  installed.value = false;
  vi.stubGlobal('caches', undefined);
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the inbox bell', () => {
  it('is named by the unread count and shows it as a badge', async () => {
    stubFetch({ 'GET /api/inbox': () => json(makeInbox([makeInboxItem('a'), makeInboxItem('b'), makeInboxItem('c', { unread: false })])) });
    render();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Inbox, 2 unread'));
    expect(bell().textContent).toBe('2');
  });

  it('opens the panel, records the visit and clears the badge, keeping the unread dots while open', async () => {
    const server = stubFetch({
      'GET /api/inbox': () => json(makeInbox([makeInboxItem('a', { topics: ['Port strike', 'Lindqvist'] }), makeInboxItem('b', { unread: false })])),
      'POST /api/inbox/visit': () => json(VISIT),
    });
    const { user } = render();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Inbox, 1 unread'));
    await user.click(bell());
    const stories = within(panel()).getAllByRole('button', { name: /Story/ });
    expect(stories.map((story) => story.textContent)).toEqual(['New: Story aHarbour Times · 20m agoTopics: Port strike, Lindqvist', 'Story bHarbour Times · 20m agoTopics: Port strike']);
    await waitFor(() => expect(server.callsTo('POST', '/api/inbox/visit')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Inbox/, hidden: true }).getAttribute('aria-label')).toBe('Inbox'));
    expect(stories[0]!.hasAttribute('data-unread')).toBe(true);
    await user.keyboard('{Escape}');
    expect(bell().getAttribute('aria-label')).toBe('Inbox');
    expect(bell().textContent).toBe('');
  });

  it('opens a story in the reader and closes the panel', async () => {
    stubFetch({ 'GET /api/inbox': () => json(makeInbox([makeInboxItem('a')])), 'POST /api/inbox/visit': () => json(VISIT) });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Inbox, 1 unread' }));
    await user.click(within(panel()).getByRole('button', { name: /Story a/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(useArticleReaderStore.getState().known.get('a')?.title).toBe('Story a');
  });

  it('says there is nothing new when topics are followed', async () => {
    stubFetch({
      'GET /api/inbox': () => json(makeInbox([])),
      'POST /api/inbox/visit': () => json(VISIT),
      'GET /api/topics': () => json({ topics: [{ key: 'keyword:port strike', label: 'Port strike', kind: 'keyword', rule: 'follow', until: null, createdAt: VISIT.lastVisitAt }] }),
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Inbox' }));
    expect(await within(panel()).findByText(INBOX_TEXTS.empty)).toBeTruthy();
  });

  it('says how to follow topics when none are followed', async () => {
    stubFetch({ 'GET /api/inbox': () => json(makeInbox([])), 'POST /api/inbox/visit': () => json(VISIT), 'GET /api/topics': () => json({ topics: [] }) });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Inbox' }));
    expect(await within(panel()).findByText(INBOX_TEXTS.noTopics)).toBeTruthy();
    expect(within(panel()).getByRole('link', { name: 'Choose topics in your profile' }).getAttribute('href')).toBe('/profile');
  });

  it('shows a failure with a retry that loads the inbox', async () => {
    let fail = true;
    stubFetch({
      'GET /api/inbox': () => (fail ? new Response('boom', { status: 500 }) : json(makeInbox([makeInboxItem('a')]))),
      'POST /api/inbox/visit': () => json(VISIT),
    });
    const { user } = render();
    await user.click(bell());
    expect((await within(panel()).findByRole('alert')).textContent).toContain(INBOX_TEXTS.error);
    fail = false;
    await user.click(within(panel()).getByRole('button', { name: 'Try again' }));
    expect(await within(panel()).findByRole('button', { name: /Story a/ })).toBeTruthy();
  });
});

describe('breaking-story alerts', () => {
  function stubNotification(permission: NotificationPermission) {
    const requestPermission = vi.fn(async () => 'granted' as const);
    vi.stubGlobal('Notification', { permission, requestPermission });
    return requestPermission;
  }

  it('shows a new breaking story once when installed, switched on and granted', async () => {
    installed.value = true;
    stubNotification('granted');
    const showNotification = stubServiceWorker();
    stubFetch({ 'GET /api/inbox': () => json(makeInbox([makeInboxItem('a'), makeInboxItem('b', { breaking: false })])) });
    const { queryClient } = render();
    await waitFor(() => expect(showNotification).toHaveBeenCalledTimes(1));
    expect(showNotification).toHaveBeenCalledWith('Story a', { body: 'Harbour Times · Port strike', tag: 'a', data: { url: '/news/a' } });
    // The next poll answers the same story: it was announced already.
    await queryClient.refetchQueries({ queryKey: ['/api/inbox'] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(showNotification).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the Notifications switch is off', { enabled: false, installedApp: true, permission: 'granted' as const }],
    ['the app is not installed', { enabled: true, installedApp: false, permission: 'granted' as const }],
    ['permission is not granted', { enabled: true, installedApp: true, permission: 'default' as const }],
  ])('shows none when %s', async (_case, { enabled, installedApp, permission }) => {
    installed.value = installedApp;
    stubNotification(permission);
    const showNotification = stubServiceWorker();
    const server = stubFetch({ 'GET /api/inbox': () => json(makeInbox([makeInboxItem('a')])) });
    render(enabled);
    await waitFor(() => expect(server.callsTo('GET', '/api/inbox')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(showNotification).not.toHaveBeenCalled();
  });

  it('offers alerts in the panel when installed, switched on and not asked yet', async () => {
    installed.value = true;
    const requestPermission = stubNotification('default');
    stubFetch({ 'GET /api/inbox': () => json(makeInbox([makeInboxItem('a', { unread: false })])), 'POST /api/inbox/visit': () => json(VISIT) });
    const { user } = render();
    await user.click(bell());
    await user.click(within(panel()).getByRole('button', { name: INBOX_TEXTS.enableAlerts }));
    expect(requestPermission).toHaveBeenCalledOnce();
    await waitFor(() => expect(within(panel()).queryByRole('button', { name: INBOX_TEXTS.enableAlerts })).toBeNull());
  });

  it('explains blocked alerts', async () => {
    installed.value = true;
    stubNotification('denied');
    stubFetch({ 'GET /api/inbox': () => json(makeInbox([])), 'POST /api/inbox/visit': () => json(VISIT), 'GET /api/topics': () => json({ topics: [] }) });
    const { user } = render();
    await user.click(bell());
    expect(within(panel()).getByText(/Alerts are blocked for Tidings/)).toBeTruthy();
    expect(within(panel()).queryByRole('button', { name: INBOX_TEXTS.enableAlerts })).toBeNull();
  });

  it('does not offer alerts in a browser tab', async () => {
    stubNotification('default');
    stubFetch({ 'GET /api/inbox': () => json(makeInbox([])), 'POST /api/inbox/visit': () => json(VISIT), 'GET /api/topics': () => json({ topics: [] }) });
    const { user } = render();
    await user.click(bell());
    expect(within(panel()).queryByRole('button', { name: INBOX_TEXTS.enableAlerts })).toBeNull();
  });
});
