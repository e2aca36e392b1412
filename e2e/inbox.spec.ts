import { expect, test, type Page } from '@playwright/test';
import type { Inbox } from '@tidings/contracts/briefing';
import { bellLabel, INBOX_TEXTS } from '@tidings/contracts/briefing-texts';
import { expectNoSeriousA11yViolations } from './axe.js';
import { setPageVisibility } from './profile-helpers.js';
import { FIRST_PAINT_TIMEOUT_MS, READER_TEST_TIMEOUT_MS, signIn } from './reader-helpers.js';

// The bell and its inbox (issue 32): new stories on followed topics, and a system notification for
// a breaking one when the app is installed, the Notifications switch is on and permission granted.
// Headless Chromium is none of "installed" or "granted", and its real notifications may refuse to
// show: an init script makes the page a standalone app with permission granted and records every
// showNotification call (in localStorage, so reloads keep the count).
//
// Stories arrive here from the starter corpus (e2e runs without ingestion): it is loaded with
// publication times relative to the start, and the storm in its breaking-news file is minutes old,
// inside the breaking window. Following "Storm Brenna" after sign-in makes it a new, breaking story
// on a followed topic — what an ingested story would be.

test.describe.configure({ timeout: READER_TEST_TIMEOUT_MS });

const TOPIC = 'Storm Brenna';
const SHOWN_KEY = 'e2e.shownNotifications';

interface Shown {
  title: string;
  options: { body?: string; tag?: string; data?: { url?: string } };
}

function installedAppWithAlerts(key: string): void {
  const matchMedia = window.matchMedia.bind(window);
  window.matchMedia = (query: string) => (/display-mode:\s*standalone/.test(query) ? ({ ...matchMedia(query), matches: true, media: query } as MediaQueryList) : matchMedia(query));
  class GrantedNotification {
    static permission: NotificationPermission = 'granted';
    static requestPermission = async (): Promise<NotificationPermission> => 'granted';
  }
  Object.defineProperty(window, 'Notification', { configurable: true, writable: true, value: GrantedNotification });
  ServiceWorkerRegistration.prototype.showNotification = async function record(title: string, options?: NotificationOptions) {
    const shown = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[];
    localStorage.setItem(key, JSON.stringify([...shown, { title, options: { body: options?.body, tag: options?.tag, data: options?.data } }]));
  };
}

const shownNotifications = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as Shown[], SHOWN_KEY);
const nextInboxAnswer = (page: Page) => page.waitForResponse((response) => response.request().method() === 'GET' && new URL(response.url()).pathname === '/api/inbox');

async function followByApi(page: Page, label: string): Promise<void> {
  const response = await page.request.post('/api/topics', { data: { label, kind: 'keyword', rule: 'follow' } });
  expect(response.ok(), await response.text()).toBe(true);
}

async function inboxByApi(page: Page): Promise<Inbox> {
  const response = await page.request.get('/api/inbox');
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Inbox;
}

test('a breaking story on a followed topic: badge, panel, visit, and one notification', async ({ page }) => {
  await page.addInitScript(installedAppWithAlerts, SHOWN_KEY);
  await signIn(page);
  const saved = await page.request.patch('/api/user/preferences', { data: { notificationsEnabled: true } });
  expect(saved.ok(), await saved.text()).toBe(true);
  await followByApi(page, TOPIC);

  const inbox = await inboxByApi(page);
  const breaking = inbox.items.filter((item) => item.breaking && item.unread);
  expect(breaking.length, 'a breaking corpus story on Storm Brenna').toBeGreaterThan(0);
  expect(inbox.items.every((item) => item.topics.includes(TOPIC))).toBe(true);

  await page.goto('/');
  // The bell comes once the page has settled: a tap in the page brings it at once.
  await page.getByRole('banner').click({ position: { x: 10, y: 10 } });
  const bell = page.getByRole('button', { name: bellLabel(inbox.unread) });
  await expect(bell).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  await expect(page.getByRole('banner').getByText('Tidings', { exact: true })).toBeVisible();

  // Each breaking story is announced once, through the service worker's registration.
  await expect.poll(async () => (await shownNotifications(page)).length, { timeout: 30_000 }).toBe(breaking.length);
  const shown = await shownNotifications(page);
  expect(shown.map((notification) => notification.options.tag).sort()).toEqual(breaking.map((item) => item.article.id).sort());
  const first = breaking[0]!;
  expect(shown.find((notification) => notification.options.tag === first.article.id)).toEqual({
    title: first.article.title,
    options: { body: `${first.article.source} · ${first.topics.join(', ')}`, tag: first.article.id, data: { url: `/news/${encodeURIComponent(first.article.id)}` } },
  });

  // The next poll (here: the app comes back to the front) answers the same stories: no second notification.
  await setPageVisibility(page, 'hidden');
  const polled = nextInboxAnswer(page);
  await setPageVisibility(page, 'visible');
  await polled;
  await page.waitForTimeout(500);
  expect(await shownNotifications(page)).toHaveLength(breaking.length);

  // The panel lists the stories; opening it is the visit, which clears the badge.
  const visited = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/inbox/visit');
  await bell.click();
  const panel = page.getByRole('dialog', { name: INBOX_TEXTS.heading });
  await expect(panel).toBeVisible();
  expect((await visited).ok()).toBe(true);
  await expect(panel.getByRole('button', { name: new RegExp(first.article.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })).toBeVisible();
  await expect(panel.getByText(TOPIC).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: 'inbox panel' });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: INBOX_TEXTS.bell, exact: true })).toBeFocused();

  // The server has the visit: after a reload the badge stays clear and nothing is announced again.
  await page.reload();
  await page.getByRole('banner').click({ position: { x: 10, y: 10 } });
  await expect(page.getByRole('button', { name: INBOX_TEXTS.bell, exact: true })).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  await page.waitForTimeout(1000);
  expect(await shownNotifications(page)).toHaveLength(breaking.length);

  // A story in the panel opens in the reader.
  await page.getByRole('button', { name: INBOX_TEXTS.bell, exact: true }).click();
  await page.getByRole('dialog', { name: INBOX_TEXTS.heading }).getByRole('button', { name: new RegExp(first.article.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
  await expect(page.getByRole('dialog', { name: INBOX_TEXTS.heading })).toBeHidden();
  await expect(page.getByRole('dialog').getByRole('heading', { name: first.article.title }).first()).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
});

test('with nothing followed, the panel says how to follow topics', async ({ page }) => {
  await signIn(page);
  await page.goto('/');
  await page.getByRole('banner').click({ position: { x: 10, y: 10 } });
  const bell = page.getByRole('button', { name: INBOX_TEXTS.bell, exact: true });
  await expect(bell).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
  await bell.click();
  const panel = page.getByRole('dialog', { name: INBOX_TEXTS.heading });
  await expect(panel.getByText(INBOX_TEXTS.noTopics)).toBeVisible();
  // A browser tab is not an installed app: no alerts are offered.
  await expect(panel.getByRole('button', { name: INBOX_TEXTS.enableAlerts })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, { label: 'inbox panel (no topics)' });
  await panel.getByRole('link', { name: 'Choose topics in your profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('region', { name: 'TOPICS', exact: true })).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
});
