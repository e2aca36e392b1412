import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Topic } from '@tidings/contracts/briefing';
import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import { makeUser } from '@tidings/web-kit/testing/factories';
import { json, stubFetch, type RecordedCall } from '@tidings/web-kit/testing/fetch-stub';
import { findToast, renderWithProviders } from '@tidings/web-kit/testing/render-with-providers';
import { ArticleTopics } from './article-topics';

const ARTICLE_TOPICS = {
  topics: [
    { key: 'person:lindqvist', label: 'Mara Lindqvist', kind: 'person' },
    { key: 'place:port talbot', label: 'Port Talbot', kind: 'place' },
  ],
};

const stored = (body: { label: string; kind: Topic['kind']; rule: Topic['rule']; muteFor?: string }, key: string): Topic => ({
  key,
  label: body.label,
  kind: body.kind,
  rule: body.rule,
  until: body.muteFor === '24h' ? new Date(Date.now() + 86_400_000).toISOString() : null,
  createdAt: new Date().toISOString(),
});

/** A server whose topic list holds what was posted (the refetch after a change reads it back). */
function renderTopics({ key = 'person:lindqvist', fail = false, list = [] as Topic[] } = {}) {
  let topics = list;
  const server = stubFetch({
    'GET /api/news/n1/topics': () => json(ARTICLE_TOPICS),
    'GET /api/topics': () => json({ topics }),
    'POST /api/topics': (call: RecordedCall) => {
      if (fail) return json({ code: 'TOPICS_LIMIT' }, 409);
      const topic = stored(call.body as never, key);
      topics = [topic, ...topics.filter((other) => other.key !== key)];
      return json(topic);
    },
    'DELETE /api/topics/person%3Alindqvist': () => {
      topics = topics.filter((other) => other.key !== 'person:lindqvist');
      return new Response(null, { status: 204 });
    },
  });
  const view = renderWithProviders(<ArticleTopics newsId="n1" />, { user: makeUser() });
  const invalidated = vi.spyOn(view.queryClient, 'invalidateQueries');
  return { server, invalidated, ...view };
}

async function openTopics(events: ReturnType<typeof renderTopics>['user']) {
  await events.click(screen.getByRole('button', { name: 'Topics' }));
  const dialog = await screen.findByRole('dialog', { name: 'Topics' });
  await within(dialog).findByText('Mara Lindqvist');
  return dialog;
}

afterEach(() => vi.unstubAllGlobals());

describe('ArticleTopics', () => {
  it("lists the article's topics; Follow posts it, confirms, shows Unfollow and refreshes the feed and the edition", async () => {
    const { server, user: events, invalidated } = renderTopics();
    const dialog = await openTopics(events);
    expect(within(dialog).getByText('Place')).toBeTruthy();

    await events.click(within(dialog).getByRole('button', { name: 'Follow Mara Lindqvist' }));
    expect(server.callsTo('POST', '/api/topics')[0]!.body).toEqual({ label: 'Mara Lindqvist', kind: 'person', rule: 'follow' });
    expect((await findToast('Following Mara Lindqvist')).variant).not.toBe('destructive');
    expect(await within(dialog).findByRole('button', { name: 'Unfollow Mara Lindqvist' })).toBeTruthy();
    expect(within(dialog).getByText('Person · Following')).toBeTruthy();
    expect(invalidated).toHaveBeenCalledWith({ queryKey: QUERY_KEYS.feed });
    expect(invalidated).toHaveBeenCalledWith({ queryKey: QUERY_KEYS.edition });
  });

  it('mutes for one of the four durations', async () => {
    const { server, user: events } = renderTopics();
    const dialog = await openTopics(events);
    await events.click(within(dialog).getByRole('button', { name: 'Mute Mara Lindqvist' }));
    const durations = within(dialog).getByRole('group', { name: 'Mute Mara Lindqvist for how long' });
    expect(within(durations).getAllByRole('button').map((button) => button.textContent)).toEqual(['For 24 hours', 'For 7 days', 'For 30 days', 'For good']);
    await events.click(within(durations).getByRole('button', { name: 'For 24 hours' }));
    expect(server.callsTo('POST', '/api/topics')[0]!.body).toEqual({ label: 'Mara Lindqvist', kind: 'person', rule: 'mute', muteFor: '24h' });
    await findToast('Muted Mara Lindqvist for 24 hours');
    expect(await within(dialog).findByRole('button', { name: 'Unmute Mara Lindqvist' })).toBeTruthy();
    expect(within(dialog).getByText(/^Person · Muted until /)).toBeTruthy();
  });

  it('unfollows a followed topic with DELETE /api/topics/{key}', async () => {
    const followed = stored({ label: 'Mara Lindqvist', kind: 'person', rule: 'follow' }, 'person:lindqvist');
    const { server, user: events } = renderTopics({ list: [followed] });
    const dialog = await openTopics(events);
    await events.click(within(dialog).getByRole('button', { name: 'Unfollow Mara Lindqvist' }));
    await waitFor(() => expect(server.callsTo('DELETE', '/api/topics/person%3Alindqvist')).toHaveLength(1));
    await findToast('Unfollowed Mara Lindqvist');
    expect(await within(dialog).findByRole('button', { name: 'Follow Mara Lindqvist' })).toBeTruthy();
  });

  it('says a failure and changes nothing', async () => {
    const { user: events, invalidated } = renderTopics({ fail: true });
    const dialog = await openTopics(events);
    await events.click(within(dialog).getByRole('button', { name: 'Follow Mara Lindqvist' }));
    expect((await findToast('Action failed')).variant).toBe('destructive');
    expect(within(dialog).getByRole('button', { name: 'Follow Mara Lindqvist' })).toBeTruthy();
    expect(within(dialog).queryByText(/Following/)).toBeNull();
    expect(invalidated).not.toHaveBeenCalledWith({ queryKey: QUERY_KEYS.feed });
  });

  it('follows a keyword typed in the field, refusing one too short', async () => {
    const { server, user: events } = renderTopics({ key: 'keyword:port strike' });
    const dialog = await openTopics(events);
    const field = within(dialog).getByRole('textbox', { name: 'Follow a keyword' });
    await events.type(field, 'x');
    await events.click(within(dialog).getByRole('button', { name: 'Follow keyword' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(server.callsTo('POST', '/api/topics')).toHaveLength(0);

    await events.clear(field);
    await events.type(field, '  Port strike ');
    await events.click(within(dialog).getByRole('button', { name: 'Follow keyword' }));
    expect(server.callsTo('POST', '/api/topics')[0]!.body).toEqual({ label: 'Port strike', kind: 'keyword', rule: 'follow' });
    await findToast('Following Port strike');
  });
});
