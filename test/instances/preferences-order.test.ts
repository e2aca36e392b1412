// Preference changes made on two svc-auth instances reach svc-news in the order they were stored,
// whatever the instances' clocks say: svc-news keeps the snapshot with the newest version and
// drops older ones (redelivered or late), so a version that is not newer than the stored one for
// a newer snapshot loses the change — the reader blocks a topic and the feed keeps showing it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@tidings/service-kit/testing/session';
import { registerThroughGateway, startGatewayStack, type ExtraInstance, type GatewayStack } from '../gateway-stack.js';

describe('preference snapshots from two svc-auth instances', () => {
  let stack: GatewayStack;
  let other: ExtraInstance;
  beforeAll(async () => {
    stack = await startGatewayStack({ instances: 2 });
    other = stack.instances.auth[1]!;
  });
  afterAll(async () => {
    vi.useRealTimers();
    await stack.close();
  });

  const change = async (app: GatewayStack['gateway'], cookie: string, payload: Record<string, unknown>) => {
    const response = await app.inject({ method: 'PATCH', url: '/api/user/preferences', headers: { cookie }, payload });
    expect(response.statusCode, response.body).toBe(200);
  };
  /** svc-news's snapshot once it holds `expected` (or what it holds when that never comes). */
  async function projected(userId: string, expected: { goodNewsMode: boolean; blockedTopics: string[] }) {
    const matches = async () => {
      const stored = await stack.news.app.projection.profiles.stored(userId);
      return stored?.goodNewsMode === expected.goodNewsMode && JSON.stringify(stored.blockedTopics) === JSON.stringify(expected.blockedTopics);
    };
    await waitFor(matches, 'svc-news to hold the newest snapshot', 5000).catch(() => undefined);
    const stored = await stack.news.app.projection.profiles.stored(userId);
    return { goodNewsMode: stored?.goodNewsMode, blockedTopics: stored?.blockedTopics };
  }

  it('keeps the later change when the instance that stored it has a clock behind the other', async () => {
    const user = await registerThroughGateway(stack, `prefs-skew-${Date.now()}`);
    await change(stack.auth.app, user.cookie, { goodNewsMode: true });
    // The second instance's clock is three seconds behind the first's.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 3000 });
    await change(other.app, user.cookie, { blockedTopics: ['Storms'] });
    vi.useRealTimers();
    expect(await projected(user.id, { goodNewsMode: true, blockedTopics: ['Storms'] })).toEqual({ goodNewsMode: true, blockedTopics: ['Storms'] });
  });

  it('keeps both of two changes racing on the two instances, and svc-news the snapshot svc-auth stored', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, (_, i) => registerThroughGateway(stack, `prefs-race-${i}-${Date.now()}`)));
    await Promise.all(
      users.flatMap((user) => [change(stack.auth.app, user.cookie, { goodNewsMode: true }), change(other.app, user.cookie, { blockedTopics: ['Storms'] })]),
    );
    for (const user of users) {
      const stored = await stack.auth.app.users.findById(user.id);
      expect({ goodNewsMode: stored?.goodNewsMode, blockedTopics: stored?.blockedTopics }).toEqual({ goodNewsMode: true, blockedTopics: ['Storms'] });
      expect(await projected(user.id, { goodNewsMode: true, blockedTopics: ['Storms'] })).toEqual({ goodNewsMode: true, blockedTopics: ['Storms'] });
    }
  });

  it('keeps the later change when both are stored in the same millisecond', async () => {
    const user = await registerThroughGateway(stack, `prefs-same-ms-${Date.now()}`);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1000 });
    await change(stack.auth.app, user.cookie, { goodNewsMode: true });
    await change(other.app, user.cookie, { blockedTopics: ['Storms'] });
    vi.useRealTimers();
    expect(await projected(user.id, { goodNewsMode: true, blockedTopics: ['Storms'] })).toEqual({ goodNewsMode: true, blockedTopics: ['Storms'] });
  });
});
