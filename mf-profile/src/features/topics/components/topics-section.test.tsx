import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Topic } from '@tidings/contracts/briefing';
import { QUERY_KEYS } from '@tidings/contracts/frontend-registry';
import { makeUser } from '@tidings/web-kit/testing/factories';
import { json, stubFetch, type Routes } from '@tidings/web-kit/testing/fetch-stub';
import { findToast, renderWithProviders } from '@tidings/web-kit/testing/render-with-providers';
import { TopicsSection } from './topics-section';

const NOW = '2026-11-29T08:00:00.000Z';
const topic = (label: string, rule: Topic['rule'], until: string | null = null): Topic => ({ key: `keyword:${label.toLowerCase()}`, label, kind: 'keyword', rule, until, createdAt: NOW });

function renderTopics(routes: Routes) {
  const server = stubFetch(routes);
  const view = renderWithProviders(<TopicsSection />, { user: makeUser(), path: '/profile' });
  return { ...view, server, section: () => screen.getByRole('region', { name: 'TOPICS' }) };
}

describe('TOPICS', () => {
  beforeAll(() => import('./topics-content'));

  it('lists follows and mutes, each mute with its end', async () => {
    const { section } = renderTopics({ 'GET /api/topics': () => json({ topics: [topic('Port strike', 'follow'), topic('Election', 'mute', '2026-12-06T09:30:00.000Z'), topic('Celebrity', 'mute')] }) });
    const follows = await within(section()).findByRole('list', { name: 'Followed topics' });
    expect(within(follows).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Port strikeKeywordMute Port strikeUnfollow Port strike']);
    const mutes = within(section()).getByRole('list', { name: 'Muted topics' });
    const texts = within(mutes).getAllByRole('listitem').map((item) => item.textContent);
    expect(texts[0]).toMatch(/^ElectionMuted until Dec 6, \d+:30 [AP]MUnmute Election$/);
    expect(texts[1]).toBe('CelebrityMuted for goodUnmute Celebrity');
  });

  it('says when nothing is followed or muted', async () => {
    const { section } = renderTopics({ 'GET /api/topics': () => json({ topics: [] }) });
    expect(await within(section()).findByText('No topics followed yet.')).toBeTruthy();
    expect(within(section()).getByText('No topics muted.')).toBeTruthy();
  });

  it('follows a keyword, with a toast, and refreshes the feed, the edition and the inbox', async () => {
    let topics: Topic[] = [];
    const { section, server, user, queryClient } = renderTopics({
      'GET /api/topics': () => json({ topics }),
      'POST /api/topics': ({ body }) => json((topics = [topic((body as { label: string }).label, 'follow')])[0]),
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const field = await within(section()).findByLabelText('Follow a keyword');
    await user.type(field, '  Port strike ');
    await user.click(within(section()).getByRole('button', { name: 'Follow' }));
    expect(server.callsTo('POST', '/api/topics')[0]!.body).toEqual({ label: 'Port strike', kind: 'keyword', rule: 'follow' });
    expect((await findToast('Topic followed')).description).toBe('Stories about Port strike rank higher in your feed');
    const follows = await within(section()).findByRole('list', { name: 'Followed topics' });
    expect(within(follows).getByRole('button', { name: 'Unfollow Port strike' })).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('');
    const invalidated = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    for (const key of [['/api/topics'], QUERY_KEYS.feed, ['/api/edition'], ['/api/inbox']]) expect(invalidated).toContainEqual(key);
  });

  it.each([
    ['x', 'Enter at least 2 characters'],
    ['y'.repeat(61), 'Use at most 60 characters'],
  ])('refuses %j before sending it', async (label, message) => {
    const { section, server, user } = renderTopics({ 'GET /api/topics': () => json({ topics: [] }) });
    await user.type(await within(section()).findByLabelText('Follow a keyword'), label);
    await user.click(within(section()).getByRole('button', { name: 'Follow' }));
    expect(within(section()).getByText(message)).toBeTruthy();
    expect(within(section()).getByLabelText('Follow a keyword').getAttribute('aria-invalid')).toBe('true');
    expect(server.callsTo('POST', '/api/topics')).toEqual([]);
  });

  it('says clearly when the limit of topics is reached', async () => {
    const { section, user } = renderTopics({
      'GET /api/topics': () => json({ topics: [] }),
      'POST /api/topics': () => json({ statusCode: 409, code: 'TOPICS_LIMIT', error: 'Conflict', message: 'limit' }, 409),
    });
    await user.type(await within(section()).findByLabelText('Follow a keyword'), 'Harbour');
    await user.click(within(section()).getByRole('button', { name: 'Follow' }));
    const limit = 'You follow or mute 100 topics, the most there can be. Remove one to add another.';
    expect(await within(section()).findByText(limit)).toBeTruthy();
    expect(await findToast('Error')).toEqual({ description: limit, variant: 'destructive' });
  });

  it('mutes a followed topic for 7 days and unmutes it', async () => {
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
    let topics = [topic('Port strike', 'follow')];
    const { section, server, user } = renderTopics({
      'GET /api/topics': () => json({ topics }),
      'POST /api/topics': () => json((topics = [topic('Port strike', 'mute', until)])[0]),
      'DELETE /api/topics/keyword%3Aport%20strike': () => new Response(null, { status: 204 }),
    });
    await user.click(await within(section()).findByRole('button', { name: 'Mute Port strike' }));
    const dialog = screen.getByRole('dialog', { name: 'Mute “Port strike”' });
    expect(within(dialog).getAllByRole('button').map((button) => button.textContent)).toEqual(['For 24 hours', 'For 7 days', 'For 30 days', 'For good', 'Cancel', '']);
    await user.click(within(dialog).getByRole('button', { name: 'For 7 days' }));
    expect(server.callsTo('POST', '/api/topics')[0]!.body).toEqual({ label: 'Port strike', kind: 'keyword', rule: 'mute', muteFor: '7d' });
    expect((await findToast('Topic muted')).description).toMatch(/^Port strike is muted until /);
    topics = [];
    await user.click(await within(section()).findByRole('button', { name: 'Unmute Port strike' }));
    expect((await findToast('Topic unmuted')).description).toBe('Stories about Port strike can show again');
    await waitFor(() => expect(within(section()).getByText('No topics muted.')).toBeTruthy());
  });

  it('unfollows, and says so when that fails', async () => {
    const { section, user } = renderTopics({
      'GET /api/topics': () => json({ topics: [topic('Port strike', 'follow')] }),
      'DELETE /api/topics/keyword%3Aport%20strike': () => new Response('boom', { status: 500 }),
    });
    await user.click(await within(section()).findByRole('button', { name: 'Unfollow Port strike' }));
    expect(await findToast('Error')).toEqual({ description: 'Failed to update your topics. Please try again.', variant: 'destructive' });
  });

  it('shows a failure to load with a retry', async () => {
    let fail = true;
    const { section, user } = renderTopics({ 'GET /api/topics': () => (fail ? new Response('boom', { status: 500 }) : json({ topics: [] })) });
    expect((await within(section()).findByRole('alert')).textContent).toContain('Your topics could not be loaded');
    fail = false;
    await user.click(within(section()).getByRole('button', { name: 'Try again' }));
    expect(await within(section()).findByText('No topics followed yet.')).toBeTruthy();
  });
});
