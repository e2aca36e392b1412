import { expect, type Page } from '@playwright/test';
import type { NewsArticle } from '@tidings/contracts/news';
import type { StoryResponse } from '@tidings/contracts/story';
import { listArticles } from './reader-helpers.js';

// What the story view's spec shares: stories picked from the starter corpus through the API.

export async function getStory(page: Page, id: string): Promise<StoryResponse> {
  const response = await page.request.get(`/api/news/${encodeURIComponent(id)}/story`);
  expect(response.ok(), `story of ${id}: ${await response.text()}`).toBe(true);
  return (await response.json()) as StoryResponse;
}

/** Every article of a story with its publication time, oldest first. */
export function storyArticles(story: StoryResponse): { id: string; title: string; publishedAt: string; source: string }[] {
  return story.outlets.flatMap((outlet) => outlet.articles.map((article) => ({ ...article, source: outlet.source }))).sort((a, b) => Date.parse(a.publishedAt) - Date.parse(b.publishedAt));
}

/** A story of the corpus told by several outlets over several days (its timeline is not empty). */
export async function multiDayStory(page: Page): Promise<StoryResponse> {
  const seen = new Set<string>();
  const articles: NewsArticle[] = await listArticles(page, 100);
  // The article list has no source counts: every article not yet seen in a story is asked.
  for (const article of articles) {
    if (seen.has(article.id)) continue;
    const story = await getStory(page, article.id);
    for (const other of storyArticles(story)) seen.add(other.id);
    if (story.timeline.length >= 2 && story.sourceCount >= 2) return story;
  }
  throw new Error('the corpus has no story told over several days by several outlets');
}

