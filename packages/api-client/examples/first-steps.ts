// First steps with the Tidings API and a personal access token (make one in the profile:
// Developer access, scopes read and write). Reads the feed, bookmarks its first story and prints
// the reading streak.
//
//   TIDINGS_TOKEN=tid_… TIDINGS_URL=https://tidings.example npx tsx packages/api-client/examples/first-steps.ts
import { createTidingsClient } from '../src/client.js';

const token = process.env.TIDINGS_TOKEN;
if (!token) throw new Error('Set TIDINGS_TOKEN to a personal access token (tid_…) with the read and write scopes.');
const tidings = createTidingsClient({ baseUrl: process.env.TIDINGS_URL ?? 'http://localhost:8080', token });
const say = (line: string) => process.stdout.write(`${line}\n`);

// The personalised feed, best first.
const feed = await tidings.GET('/api/news/filtered', { params: { query: { limit: 10 } } });
if (!feed.data) throw new Error(`Reading the feed failed: ${feed.response.status} ${JSON.stringify(feed.error)}`);
say(`The feed has ${feed.data.length} stories.`);

const first = feed.data[0];
if (first) {
  say(`First: ${first.title} (${first.source})`);
  const bookmark = await tidings.POST('/api/bookmarks', { body: { newsId: first.id } });
  // Bookmarking a story twice is refused with a stable code; for this script it is as good as done.
  if (bookmark.error && bookmark.error.code !== 'BOOKMARK_ALREADY_EXISTS') throw new Error(`Bookmarking failed: ${bookmark.response.status} ${bookmark.error.code}`);
  say(`Bookmarked ${first.id}.`);
}

const streak = await tidings.GET('/api/user/streak');
if (!streak.data) throw new Error(`Reading the streak failed: ${streak.response.status} ${JSON.stringify(streak.error)}`);
say(`Streak: ${streak.data.currentStreak} day(s) (best ${streak.data.maxStreak}), ${streak.data.articlesReadToday} read today.`);
