// Examples of the /api's request bodies and path parameters (issue 27), keyed like TOKEN_SCOPES by
// method and route template. The OpenAPI document shows them (service-kit's openapi.ts and the
// gateway's merge put them in), and a test checks that every operation with a body has one and
// that each is valid against the operation's schema — so an example cannot drift from its route.

/** What one operation's example request holds: its body, and a value for each path parameter. */
export interface ApiExample {
  body?: unknown;
  params?: Record<string, string>;
}

const ARTICLE_ID = '665f1c2e9b1e8a3d4c2b1a09';
const USER_ID = '665f0a7c3e2d1b4a59c8e721';
const READING_SESSION_ID = '3f6c2a1e-8b7d-4c59-9e21-7a0d5b4c3e18';

const article = { params: { id: ARTICLE_ID } };

export const API_EXAMPLES: Readonly<Record<string, ApiExample>> = {
  // The account.
  'POST /api/register': { body: { username: 'ada_reads', password: 'Harbour-lights-42' } },
  'POST /api/login': { body: { username: 'ada_reads', password: 'Harbour-lights-42' } },
  'DELETE /api/user': { body: { password: 'Harbour-lights-42' } },
  'PATCH /api/user/preferences': { body: { darkMode: true, interests: ['technology', 'science'], blockedTopics: ['celebrity gossip'] } },
  'POST /api/user/password': { body: { currentPassword: 'Harbour-lights-42', newPassword: 'Quiet-morning-17' } },
  'POST /api/user/tokens': { body: { name: 'Morning digest script', scopes: ['read'], expiresInDays: 30 } },
  'DELETE /api/user/tokens/:id': { params: { id: '6660b1f2a4c3d2e1f0a9b8c7' } },
  // News.
  'GET /api/news/:id': article,
  'GET /api/news/:id/related': article,
  'GET /api/news/:id/summary': article,
  'GET /api/news/:id/sentiment': article,
  'GET /api/news/:id/reaction': article,
  'PUT /api/news/:id/reaction': { ...article, body: { reactionType: 'like' } },
  'GET /api/news/covers/:category/:file': { params: { category: 'technology', file: 'circuit-1.svg' } },
  // Bookmarks.
  'GET /api/bookmarks/:userId': { params: { userId: USER_ID } },
  'GET /api/bookmarks/check/:id': article,
  'POST /api/bookmarks': { body: { newsId: ARTICLE_ID } },
  'POST /api/bookmarks/:newsId': { params: { newsId: ARTICLE_ID } },
  'DELETE /api/bookmarks/:id': article,
  'DELETE /api/bookmarks/:userId/:newsId': { params: { userId: USER_ID, newsId: ARTICLE_ID } },
  // Topics followed or muted (issue 32).
  'POST /api/topics': { body: { label: 'Mara Lindqvist', kind: 'person', rule: 'mute', muteFor: '7d' } },
  'DELETE /api/topics/:key': { params: { key: 'person:lindqvist' } },
  'GET /api/news/:id/topics': article,
  // Reading, engagement, events, sessions.
  'POST /api/news/:id/read': { ...article, body: { timeSpentSeconds: 95 } },
  'PATCH /api/news/:id/read': { ...article, body: { additionalTimeSpentSeconds: 30 } },
  'POST /api/articles/read/:id': { ...article, body: {} },
  'POST /api/articles/sync-viewed': { body: { viewedArticleIds: [ARTICLE_ID, '665f1c2e9b1e8a3d4c2b1a0a'] } },
  'POST /api/engagement': { body: { sessionId: READING_SESSION_ID, newsId: ARTICLE_ID, engagementType: 'read' } },
  'PUT /api/engagement/time': { body: { newsId: ARTICLE_ID, timeSpentMs: 42_000 } },
  'POST /api/events/batch': {
    body: {
      events: [
        {
          eventId: '9b2e4c1a-7d3f-4e6a-8c5b-1f0e2d3c4b5a',
          sessionId: READING_SESSION_ID,
          eventType: 'story_open',
          storyId: ARTICLE_ID,
          eventData: { source: 'feed' },
          ts: '2026-05-04T08:15:30Z',
        },
      ],
    },
  },
  'POST /api/sessions/start': { body: { sessionId: READING_SESSION_ID, platform: 'web' } },
  'POST /api/sessions/end': { body: { sessionId: READING_SESSION_ID } },
  // The gateway's own.
  'POST /api/vitals': { body: { route: '/article/:id', metrics: [{ name: 'LCP', value: 1840, rating: 'good', navigationType: 'navigate' }] } },
};
