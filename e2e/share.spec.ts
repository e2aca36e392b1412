import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.js';
import { expectToastOverReader, FIRST_PAINT_TIMEOUT_MS, listArticles, READER_TEST_TIMEOUT_MS, openByShareLink, readerDialog, signIn, waitForCoverToLift } from './reader-helpers.js';

test.describe.configure({ timeout: READER_TEST_TIMEOUT_MS });

test.describe('the share dialog', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('offers the four networks as new-tab links and copies a link that opens the article', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const [article] = await listArticles(page, 1);
    if (!article) throw new Error('no articles');
    const reader = await openByShareLink(page, article);
    await reader.getByRole('button', { name: 'Share', exact: true }).click();

    const share = page.getByRole('dialog', { name: 'Share' });
    await expect(share).toBeVisible();
    const link = `${new URL(page.url()).origin}/news/${article.id}`;
    const networks: Array<[string, string, Record<string, string>]> = [
      ['Facebook', 'https://www.facebook.com/sharer/sharer.php', { u: link }],
      ['WhatsApp', 'https://wa.me/', { text: `${article.title}\n${link}` }],
      ['Twitter', 'https://twitter.com/intent/tweet', { url: link, text: article.title }],
      ['Pinterest', 'https://www.pinterest.com/pin/create/button/', { url: link, description: article.title }],
    ];
    for (const [network, base, params] of networks) {
      const anchor = share.getByRole('link', { name: `Share on ${network}` });
      await expect(anchor).toHaveAttribute('target', '_blank');
      await expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
      const href = new URL((await anchor.getAttribute('href'))!);
      expect(`${href.origin}${href.pathname}`).toBe(base);
      expect(Object.fromEntries(href.searchParams)).toEqual(params);
    }
    await expectNoSeriousA11yViolations(page, { label: 'share dialog' });

    await share.getByRole('button', { name: 'Copy Link' }).click();
    await expectToastOverReader(page, 'Link copied to clipboard', 'You can now share it with your friends');
    await expect(share).toHaveCount(0);
    await expect(reader).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(link);

    // The copied link, opened by whoever it was shared with (signed in here), shows the article.
    const friend = await context.newPage();
    await friend.goto(copied);
    await expect(readerDialog(friend, article.title).getByRole('heading', { level: 1, name: article.title })).toBeVisible({ timeout: FIRST_PAINT_TIMEOUT_MS });
    await waitForCoverToLift(friend);
  });

  test('says so, and stays open, when the link cannot be copied', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) } });
    });
    const [article] = await listArticles(page, 1);
    if (!article) throw new Error('no articles');
    const reader = await openByShareLink(page, article);
    await reader.getByRole('button', { name: 'Share', exact: true }).click();
    const share = page.getByRole('dialog', { name: 'Share' });
    await share.getByRole('button', { name: 'Copy Link' }).click();
    await expectToastOverReader(page, 'Failed to copy link', 'Please try again');
    await expect(share).toBeVisible();
  });
});
