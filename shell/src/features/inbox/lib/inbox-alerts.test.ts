import { describe, expect, it } from 'vitest';
import { makeInboxItem } from '../test/inbox-factories';
import { ANNOUNCED_MAX, alertsAllowed, itemsToAnnounce, notificationFor, withAnnounced } from './inbox-alerts';

describe('alertsAllowed', () => {
  const allowed = { notificationsEnabled: true, installed: true, permission: 'granted' as const };

  it('alerts when the switch is on, the app installed and permission granted', () => {
    expect(alertsAllowed(allowed)).toBe(true);
  });

  it.each([
    ['the Notifications switch is off', { ...allowed, notificationsEnabled: false }],
    ['the app runs in a browser tab', { ...allowed, installed: false }],
    ['permission was not asked yet', { ...allowed, permission: 'default' as const }],
    ['permission was refused', { ...allowed, permission: 'denied' as const }],
    ['there is no Notification API', { ...allowed, permission: 'unsupported' as const }],
  ])('does not alert when %s', (_case, conditions) => {
    expect(alertsAllowed(conditions)).toBe(false);
  });
});

describe('itemsToAnnounce', () => {
  it('takes new breaking stories not announced before', () => {
    const items = [makeInboxItem('a'), makeInboxItem('b', { breaking: false }), makeInboxItem('c', { unread: false }), makeInboxItem('d')];
    expect(itemsToAnnounce(items, new Set(['d'])).map((item) => item.article.id)).toEqual(['a']);
  });
});

describe('notificationFor', () => {
  it('names the story, says its source and topics, tags it by id and opens it in the app', () => {
    const item = makeInboxItem('n 1', { topics: ['Port strike', 'Lindqvist'] });
    expect(notificationFor(item)).toEqual({
      title: 'Story n 1',
      options: { body: 'Harbour Times · Port strike, Lindqvist', tag: 'n 1', data: { url: '/news/n%201' } },
    });
  });
});

describe('withAnnounced', () => {
  it('adds the new ids last, once each, and keeps at most ANNOUNCED_MAX', () => {
    expect(withAnnounced(['a', 'b'], ['b', 'c'])).toEqual(['a', 'b', 'c']);
    const full = Array.from({ length: ANNOUNCED_MAX }, (_, index) => `old${index}`);
    const next = withAnnounced(full, ['new']);
    expect(next).toHaveLength(ANNOUNCED_MAX);
    expect(next[0]).toBe('old1');
    expect(next.at(-1)).toBe('new');
  });
});
