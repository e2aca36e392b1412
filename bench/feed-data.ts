// The feed benchmarks' data: generated articles (fictional people only), users with
// preferences registered through the gateway, and reading history as the projection stores it.
import mongoose from 'mongoose';
import { CATEGORIES, INTEREST_CHOICES } from '@tidings/contracts/catalogue';

export const USERS = 100;
export const SEEN_PER_USER = 300;
const NEWS_DB = 'tidings-news';
const SOURCES = Array.from({ length: 40 }, (_, i) => `Bench Source ${i + 1}`);
/** Fictional: even generated bench articles put no words in real people's mouths. */
const PEOPLE = ['Mara Lindqvist', 'Tomas Okafor', 'Ines Halloran', 'Rafael Duarte', 'Yuki Tanabe'];
const WORDS = 'market council river vote health school storm league orbit festival budget harbour vaccine rail museum chip summit climate'.split(' ');

/** Articles spread over the last 10 days, 19 categories, interest labels, 40 sources, some clusters. */
function articles(from: number, count: number, now: number) {
  return Array.from({ length: count }, (_, k) => {
    const i = from + k;
    const category = CATEGORIES[i % CATEGORIES.length]!;
    const interest = INTEREST_CHOICES[1 + (i % (INTEREST_CHOICES.length - 1))]!;
    const words = Array.from({ length: 5 }, (_, w) => WORDS[(i * 7 + w * 3) % WORDS.length]).join(' ');
    const person = i % 23 === 0 ? ` ${PEOPLE[i % PEOPLE.length]} spoke.` : '';
    const content = `Bench article ${i} about ${words}.${person} `.repeat(8).trim();
    return {
      title: `Bench story ${i}: ${words}`,
      content,
      image_url: `/api/news/covers/world/bench-${i}.svg`,
      source: SOURCES[i % SOURCES.length],
      sourceId: `bench-${i % SOURCES.length}`,
      sourceUrl: `https://bench.example/${i}`,
      category,
      categories: [category, interest],
      autoTags: [WORDS[i % WORDS.length]],
      publishedAt: new Date(now - ((i * 7919) % (10 * 86_400_000))),
      createdAt: new Date(now),
      impactScore: (i % 10) + 0.5,
      summaryQualityScore: 0.6,
      needsReview: false,
      viralityScore: i % 7,
      viralitySeed: 0,
      credibilityScore: 0.5 + (i % 5) / 10,
      recencyScore: 0.5,
      newsScore: (i * 13) % 100 / 10,
      politicalLeaningScore: 0,
      guidKey: `bench:${i}`,
      canonicalUrl: `https://bench.example/${i}`,
      clusterId: i % 10 === 0 ? `bench-cluster-${Math.floor(i / 30)}` : `bench-${i}`,
      summary: `Bench article ${i}.`,
      sentiment: ['positive', 'neutral', 'negative'][i % 3],
      sentimentScore: [0.5, 0, -0.5][i % 3],
      personalities: person ? [PEOPLE[i % PEOPLE.length]] : [],
    };
  });
}

export async function seedArticles(mongoUrl: string, from: number, count: number): Promise<string[]> {
  const connection = await mongoose.createConnection(mongoUrl, { dbName: NEWS_DB }).asPromise();
  try {
    const news = connection.db!.collection('news');
    const now = Date.now();
    const started = Date.now();
    for (let offset = 0; offset < count; offset += 2000) {
      await news.insertMany(articles(from + offset, Math.min(2000, count - offset), now), { ordered: false });
    }
    console.log(`  seeded ${count} articles in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const recent = await news.find({}, { projection: { _id: 1 } }).sort({ publishedAt: -1 }).limit(3000).toArray();
    return recent.map((doc) => doc._id.toString());
  } finally {
    await connection.close();
  }
}

/** Reading history as the projection stores it (what svc-tracking's events would have written). */
export async function seedHistory(mongoUrl: string, userIds: string[], articleIds: string[]): Promise<void> {
  const connection = await mongoose.createConnection(mongoUrl, { dbName: NEWS_DB }).asPromise();
  try {
    const seen = connection.db!.collection('user_seen');
    const now = new Date();
    for (const [u, userId] of userIds.entries()) {
      const rows = Array.from({ length: SEEN_PER_USER }, (_, k) => ({
        userId,
        newsId: articleIds[(u * 37 + k * 3) % articleIds.length],
        kind: k % 4 === 0 ? 'read' : 'viewed',
        at: now,
        createdAt: now,
      }));
      await seen.insertMany(rows, { ordered: false }).catch(() => undefined);
    }
  } finally {
    await connection.close();
  }
}

export async function registerUsers(baseUrl: string): Promise<Array<{ id: string; cookie: string }>> {
  const users: Array<{ id: string; cookie: string }> = [];
  const stamp = Date.now().toString(36);
  for (let i = 0; i < USERS; i++) {
    const response = await fetch(`${baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: `feed${stamp}${i}`, password: 'bench-password' }),
    });
    if (!response.ok) throw new Error(`register failed: ${response.status} ${await response.text()}`);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('tidings_session='))!.split(';')[0]!;
    const { id } = (await response.json()) as { id: string };
    const interests = [INTEREST_CHOICES[1 + (i % 13)], INTEREST_CHOICES[1 + ((i + 5) % 13)], INTEREST_CHOICES[1 + ((i + 9) % 13)]];
    const preferences = await fetch(`${baseUrl}/api/user/preferences`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie, origin: baseUrl },
      body: JSON.stringify({ interests, followingPersonalities: [PEOPLE[i % PEOPLE.length]], blockedTopics: [WORDS[i % WORDS.length]], goodNewsMode: i % 10 === 0 }),
    });
    if (!preferences.ok) throw new Error(`preferences failed: ${preferences.status} ${await preferences.text()}`);
    users.push({ id, cookie });
  }
  return users;
}

export async function starterIds(mongoUrl: string): Promise<string[]> {
  const connection = await mongoose.createConnection(mongoUrl, { dbName: NEWS_DB }).asPromise();
  try {
    return (await connection.db!.collection('news').find({}, { projection: { _id: 1 } }).toArray()).map((doc) => doc._id.toString());
  } finally {
    await connection.close();
  }
}
