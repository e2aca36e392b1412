import { describe, expect, it } from 'vitest';
import { userDeleted } from './user-deleted.js';
import { userPreferencesUpdated } from './user-preferences-updated.js';
import { userRegistered } from './user-registered.js';

const snapshot = {
  userId: 'u1',
  interests: ['world'],
  followingPersonalities: [],
  blockedTopics: [],
  goodNewsMode: false,
  darkMode: true,
  notificationsEnabled: true,
  onboardingCompleted: true,
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('user events', () => {
  it('user.registered: one msg id per user, so a repeat is dropped by JetStream', () => {
    const data = { userId: 'u1', username: 'a', interests: [], followingPersonalities: [], blockedTopics: [], goodNewsMode: false, registeredAt: snapshot.updatedAt };
    expect(userRegistered(data)).toEqual({ subject: 'user.registered', msgId: 'user.registered:u1', data });
    expect(() => userRegistered({ ...data, userId: 1 as never })).toThrow();
  });

  it('user.preferences.updated: two changes in the same millisecond keep distinct msg ids', () => {
    const first = userPreferencesUpdated(snapshot);
    const second = userPreferencesUpdated(snapshot);
    expect(first.subject).toBe('user.preferences.updated');
    expect(first.msgId).not.toBe(second.msgId);
    expect(userPreferencesUpdated(snapshot, 'e-1').msgId).toBe('user.preferences.updated:u1:e-1');
  });

  it('user.deleted: one msg id per user, so the same deletion stored twice is one message', () => {
    const data = { userId: 'u1', deletedAt: snapshot.updatedAt };
    expect(userDeleted(data)).toEqual({ subject: 'user.deleted', msgId: 'user.deleted:u1', data });
    expect(() => userDeleted({ ...data, userId: '' })).toThrow();
  });
});
