import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementViewed } from '@tidings/contracts/events/engagement';
import { waitFor } from '@tidings/service-kit/testing/session';
import { article, seed } from '../../svc-news/src/test/articles.js';
import { build as buildNews, type TestApp as NewsApp } from '../../svc-news/src/test/helper.js';
import { registerThroughGateway, startGatewayStack, type GatewayStack } from '../gateway-stack.js';
import { everywhere, fillEveryService } from './user-data-helpers.js';

const name = (prefix: string) => `${prefix}_${randomUUID().slice(0, 8)}`;
// svc-news erases a deleted user again this long after the first erase (USER_ERASE_SWEEP).
const SWEEP = '8s';
const deleteAccount = (stack: GatewayStack, user: { cookie: string; password: string }) =>
  stack.gateway.inject({ method: 'DELETE', url: '/api/user', headers: { cookie: user.cookie }, payload: { password: user.password } });

describe('the erasure of a deleted user, across instances and failures', () => {
  let stack: GatewayStack;
  let secondNews: NewsApp;
  let articles: [string, string];

  beforeAll(async () => {
    stack = await startGatewayStack({ news: { USER_ERASE_SWEEP: SWEEP } });
    // A second svc-news instance on the same database and consumers: it never erases the rows
    // itself this time (the shared durable consumer hands each deletion to one instance), yet it
    // must forget the user in its memory too.
    secondNews = await buildNews({
      JWT_PUBLIC_KEY: stack.keys.publicKey,
      MONGO_DB: stack.news.config.MONGO_DB,
      CONSUMER_PREFIX: stack.news.config.CONSUMER_PREFIX,
      USER_ERASE_SWEEP: SWEEP,
    });
    articles = (await seed(stack.news.app, [article(), article()])) as [string, string];
  }, 60_000);
  afterAll(async () => {
    await secondNews?.app.close();
    await stack?.close();
  });

  it('forgets the user in the caches of every instance (seen set, profile)', async () => {
    const user = await registerThroughGateway(stack, name('cached'));
    await fillEveryService(stack, user, articles);
    const stored = await stack.news.app.projection.profiles.stored(user.id);
    expect(stored?.interests).toEqual(['science']);
    for (const news of [stack.news.app, secondNews.app]) {
      // Asking for at least the stored snapshot makes each instance cache it (else a cached
      // registration snapshot may stand for up to its TTL).
      expect((await news.projection.profiles.get(user.id, stored!.updatedAt.getTime())).interests).toEqual(['science']);
      // The instance that did not write a row learns of it by its once-in-ten-seconds catch-up.
      await waitFor(async () => (await news.projection.seen.seenIds(user.id)).size > 0, 'the seen set cached on each instance', 15_000);
    }

    expect((await deleteAccount(stack, user)).statusCode).toBe(200);
    await waitFor(async () => Object.keys(await everywhere(stack, user.id)).length === 0, 'the erasure', 20_000);
    for (const news of [stack.news.app, secondNews.app]) {
      await waitFor(async () => (await news.projection.seen.seenIds(user.id)).size === 0, 'the seen set forgotten on each instance', 5_000);
      expect(await news.projection.profiles.get(user.id)).toEqual({ interests: [], followingPersonalities: [], blockedTopics: [], goodNewsMode: false });
    }
  }, 60_000);

  it('retries an erasure that failed, by redelivery, until it succeeded', async () => {
    const user = await registerThroughGateway(stack, name('retried'));
    await fillEveryService(stack, user, articles);
    const tracking = stack.tracking.app.trackingUserData;
    const erase = tracking.erase.bind(tracking);
    let attempts = 0;
    // Counted when an attempt first succeeds: the sweep (SWEEP after the first) erases once more,
    // and on a slow machine it came before the check below (3 attempts counted, 2 to succeed).
    let attemptsToSucceed = 0;
    tracking.erase = async (userId: string) => {
      attempts++;
      if (attempts === 1) throw new Error('the database went away for a moment');
      const erased = await erase(userId);
      attemptsToSucceed ||= attempts;
      return erased;
    };
    try {
      expect((await deleteAccount(stack, user)).statusCode).toBe(200);
      await waitFor(() => attempts === 1, 'the first attempt');
      expect(Object.keys(await everywhere(stack, user.id)).some((key) => key.startsWith('tracking/'))).toBe(true);
      await waitFor(async () => Object.keys(await everywhere(stack, user.id)).length === 0, 'the erasure after redelivery', 20_000);
      expect(attemptsToSucceed).toBe(2);
    } finally {
      tracking.erase = erase;
    }
  }, 60_000);

  it('erases again after the sweep delay: an event about the user that lands after the erasure does not bring them back', async () => {
    const user = await registerThroughGateway(stack, name('late'));
    await fillEveryService(stack, user, articles);
    expect((await deleteAccount(stack, user)).statusCode).toBe(200);
    await waitFor(async () => Object.keys(await everywhere(stack, user.id)).length === 0, 'the first erasure', 20_000);

    // As if svc-news's engagement consumer had lagged behind: a view of theirs arrives now.
    const late = engagementViewed({ userId: user.id, newsId: articles[1], at: new Date().toISOString() });
    await stack.tracking.app.bus.publish({ ...late, msgId: `late-${randomUUID()}` });
    await waitFor(async () => (await everywhere(stack, user.id))['news/user_seen'] === 1, 'the late view written back');
    await waitFor(async () => Object.keys(await everywhere(stack, user.id)).length === 0, 'the sweep', 20_000);
  }, 60_000);
});
