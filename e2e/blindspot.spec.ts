import { expect, test, type Page } from '@playwright/test';
import { spectrumText, type BlindspotStory } from '@tidings/contracts/story';
import { expectNoSeriousA11yViolations } from './axe.js';
import { FIRST_PAINT_TIMEOUT_MS, openDiscover, resultsHeading, signIn } from './discover-helpers.js';

// Discover's Blindspot chip (issue 31): the stories of the starter corpus covered mostly from one
// side of the spectrum, as GET /api/news/blindspot answers them, each opening its story page.

test.use({ serviceWorkers: 'block' });
test.describe.configure({ timeout: FIRST_PAINT_TIMEOUT_MS + 35_000 });

const blindspotChip = (page: Page) => page.getByRole('button', { name: 'Blindspot', exact: true });
const blindspotList = (page: Page) => page.getByRole('list', { name: 'Blindspot' });

async function blindspots(page: Page): Promise<BlindspotStory[]> {
  const response = await page.request.get('/api/news/blindspot');
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as BlindspotStory[];
}

test('the chip lists the one-sided stories of the corpus, each with its side and spectrum, and opens /story/{id}', async ({ page }) => {
  await signIn(page);
  const stories = await blindspots(page);
  // The corpus holds a story told only by left-leaning outlets and one told only by right-leaning ones.
  const bySide = { left: stories.find((story) => story.coveredBy === 'left'), right: stories.find((story) => story.coveredBy === 'right') };
  expect(bySide.left, 'a story covered from the left').toBeDefined();
  expect(bySide.right, 'a story covered from the right').toBeDefined();

  await openDiscover(page);
  // A toggle button after Top News, reached and pressed with the keyboard.
  await expect(blindspotChip(page)).toHaveAttribute('aria-pressed', 'false');
  await blindspotChip(page).focus();
  await page.keyboard.press('Space');
  await expect(blindspotChip(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/discover\?view=blindspot$/);
  await expect(resultsHeading(page)).toHaveText('Blindspot');
  await expect(page.getByText(`${stories.length} ${stories.length === 1 ? 'story' : 'stories'}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Categories' }).getByRole('radio', { checked: true })).toHaveCount(0);

  for (const side of ['left', 'right'] as const) {
    const story = bySide[side]!;
    const card = blindspotList(page).getByRole('article', { name: story.title });
    await expect(card.getByText(`Covered mostly by ${side}-leaning outlets`)).toBeVisible();
    await expect(card.getByText(spectrumText(story.spectrum), { exact: true })).toBeVisible();
    await expect(card.getByText('Sample story')).toHaveCount(story.sample ? 1 : 0);
    await expect(card.getByRole('link', { name: story.title })).toHaveAttribute('href', `/story/${encodeURIComponent(story.id)}`);
  }
  await expectNoSeriousA11yViolations(page, { label: 'discover blindspot (light)' });

  // Reload keeps the view; a tap on a story opens its page.
  await page.reload();
  const story = bySide.right!;
  await blindspotList(page).getByRole('link', { name: story.title }).click({ timeout: FIRST_PAINT_TIMEOUT_MS });
  await expect(page).toHaveURL(new RegExp(`/story/${encodeURIComponent(story.id)}$`));
});

test('pressed again it goes back to Top Stories; an axe scan in dark mode', async ({ page }) => {
  await signIn(page, { darkMode: true });
  await openDiscover(page, '/discover?view=blindspot');
  await expect(blindspotList(page).getByRole('article').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: 'discover blindspot (dark)' });
  await blindspotChip(page).click();
  await expect(blindspotChip(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(resultsHeading(page)).toHaveText('Top Stories');
  await expect(page.getByRole('group', { name: 'Categories' }).getByRole('radio', { name: 'Top News' })).toBeChecked();
});
