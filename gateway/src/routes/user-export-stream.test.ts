// Issue 26, budgets that protect everyone: the export is streamed. The gateway never holds the
// parts (32 MiB each at most) and their joined copy: what it sends is the file it always sent,
// byte for byte, produced as the parts arrive.
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { USER_DATA_EXPORT_PATH, USER_EXPORT_FORMAT } from '@tidings/contracts/user-data';
import { sessionCookie, startStack } from '../test/helpers.js';
import { EXPORT_READ_AHEAD_BYTES } from './user-export.js';

const ACCOUNT = {
  profile: { id: 'u1', username: 'ada', createdAt: '2026-01-01T00:00:00.000Z', currentStreak: 2, maxStreak: 5, lastStreakDate: '2026-01-02', articlesReadToday: 1, totalArticlesRead: 9 },
  preferences: { interests: ['space', 'café'], followingPersonalities: [], blockedTopics: ['x'], darkMode: true, notificationsEnabled: false, goodNewsMode: false, onboardingCompleted: true },
  loginSessions: [{ id: 's1', createdAt: '2026-01-01T00:00:00.000Z', nested: { deep: [1, 2, { three: null }], empty: {} } }],
};
const NEWS = {
  bookmarks: [{ newsId: 'n1', title: 'Quotes "inside", a \\ backslash and\na new line', createdAt: '2026-01-01T00:00:00.000Z' }],
  reactions: [],
  likes: [{ newsId: 'n2', createdAt: '2026-01-01T00:00:00.000Z' }],
  seenArticles: [{ newsId: 'n3', kind: 'read', at: '2026-01-01T00:00:00.000Z' }],
  feedProfile: null,
  topics: [],
  inboxLastVisitAt: '2026-01-01T00:00:00.000Z',
  editions: [],
};
const event = (i: number) => ({
  eventId: `event-${i}`,
  sessionId: 'session-1',
  storyId: i % 3 === 0 ? null : `story-${i}`,
  eventType: 'card_view',
  eventData: { position: i, label: 'ünïcode ✓ and "quotes"', list: [], flags: { on: true } },
  ts: '2026-01-01T00:00:00.000Z',
});
const trackingWith = (events: number) => ({
  readingSessions: [{ sessionId: 'session-1', platform: 'web', isActive: false, sessionStartTs: '2026-01-01T00:00:00.000Z', sessionEndTs: null, lastActivityAt: '2026-01-01T00:00:00.000Z' }],
  events: Array.from({ length: events }, (_, i) => event(i)),
  engagement: [],
  reads: [{ newsId: 'n3', readAt: '2026-01-01T00:00:00.000Z', timeSpentSeconds: 31.5, lastAccessedAt: '2026-01-01T00:00:00.000Z', lastReadDay: '2026-01-01' }],
  readingDays: [{ day: '2026-01-01', timeZone: 'Europe/Dublin' }],
  seenHistory: [],
});

/** The file as the gateway built it before it streamed: each part parsed, joined, and serialised whole. */
const joinedWhole = (exportedAt: string, tracking: object) =>
  JSON.stringify({ format: USER_EXPORT_FORMAT, exportedAt, userId: 'u1', account: ACCOUNT, news: NEWS, tracking }, null, 2);

type Answer = (app: FastifyInstance) => void;
const answering = (body: unknown): Answer => (app) => app.get(USER_DATA_EXPORT_PATH, async (_request, reply) => reply.send(body));
const exportedAtOf = (text: string) => /"exportedAt": "([^"]+)"/.exec(text)![1]!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function stackWith(tracking: Answer) {
  return startStack({}, { auth: { setup: answering(ACCOUNT) }, news: { setup: answering(NEWS) }, tracking: { setup: tracking } });
}

describe('GET /api/user/export is streamed', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it('sends the very bytes the joined file had: JSON.stringify(file, null, 2)', async () => {
    for (const events of [0, 3, 2000]) {
      const stack = await stackWith(answering(trackingWith(events)));
      try {
        const response = await stack.gateway.inject({ method: 'GET', url: '/api/user/export', headers: { cookie: sessionCookie() } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(response.body).toBe(joinedWhole(exportedAtOf(response.body), trackingWith(events)));
      } finally {
        await stack.close();
      }
    }
  });

  it('sends the first bytes before the last part has arrived, so the gateway never holds the whole file', async () => {
    const tracking = trackingWith(4000);
    const text = JSON.stringify(tracking);
    expect(text.length).toBeGreaterThan(2 * EXPORT_READ_AHEAD_BYTES);
    let clientHasFirstBytes!: () => void;
    const firstBytes = new Promise<void>((resolve) => (clientHasFirstBytes = resolve));
    const order: string[] = [];
    const stack = await stackWith((app) =>
      app.get(USER_DATA_EXPORT_PATH, async (_request, reply) => {
        // Half the part, then the rest only once the caller has bytes of the file (or 3 s went by).
        reply.hijack();
        reply.raw.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        reply.raw.write(text.slice(0, text.length / 2));
        const seen = await Promise.race([firstBytes.then(() => true), sleep(3000).then(() => false)]);
        order.push(seen ? 'the caller had bytes before the part ended' : 'the part ended before the caller had any byte');
        reply.raw.end(text.slice(text.length / 2));
      }),
    );
    close = stack.close;
    const origin = await stack.gateway.listen({ host: '127.0.0.1', port: 0 });

    const response = await fetch(`${origin}/api/user/export`, { headers: { cookie: sessionCookie() } });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const chunks: Uint8Array[] = [];
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      if (chunks.length === 0) clientHasFirstBytes();
      chunks.push(chunk.value);
    }
    expect(order).toEqual(['the caller had bytes before the part ended']);
    const body = Buffer.concat(chunks).toString('utf8');
    expect(body).toBe(joinedWhole(exportedAtOf(body), tracking));
  });

  it('cuts the download off when a part turns out off its contract after the download started: never a whole-looking file', async () => {
    const tracking = trackingWith(4000);
    // The last row breaks the contract, far past what is read ahead.
    (tracking.events as unknown[]).push({ ...event(4000), eventId: 5 });
    const stack = await stackWith(answering(tracking));
    close = stack.close;
    const origin = await stack.gateway.listen({ host: '127.0.0.1', port: 0 });
    const response = await fetch(`${origin}/api/user/export`, { headers: { cookie: sessionCookie() } });
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
  });

  it('refuses a part its service says is too large before anything is sent: 409 USER_EXPORT_TOO_LARGE', async () => {
    const stack = await stackWith((app) =>
      app.get(USER_DATA_EXPORT_PATH, async (_request, reply) => {
        reply.hijack();
        reply.raw.writeHead(200, { 'content-type': 'application/json', 'content-length': String(40 * 1024 * 1024) });
        reply.raw.write('{');
      }),
    );
    close = stack.close;
    const response = await stack.gateway.inject({ method: 'GET', url: '/api/user/export', headers: { cookie: sessionCookie() } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'USER_EXPORT_TOO_LARGE' });
  });
});
