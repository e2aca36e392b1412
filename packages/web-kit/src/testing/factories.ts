import type { NewsArticle } from '@tidings/contracts/news';
import type { PublicUser } from '@tidings/contracts/user';

export function makeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 'u1',
    username: 'ada',
    interests: [],
    followingPersonalities: [],
    blockedTopics: [],
    darkMode: false,
    notificationsEnabled: true,
    goodNewsMode: false,
    onboardingCompleted: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    currentStreak: 0,
    maxStreak: 0,
    lastStreakDate: null,
    articlesReadToday: 0,
    totalArticlesRead: 0,
    ...overrides,
  };
}

let articleCounter = 0;

export function makeArticle(overrides: Partial<NewsArticle> = {}): NewsArticle {
  articleCounter += 1;
  const id = overrides.id ?? `a${articleCounter}`;
  return {
    id,
    title: `Story ${id}`,
    content: `The full text of story ${id}.`,
    image_url: null,
    publishedAt: '2025-01-01T08:00:00.000Z',
    category: 'science',
    source: 'The Daily Example',
    sourceUrl: `https://news.example/${id}`,
    newsScore: 5,
    sample: false,
    ...overrides,
  };
}
