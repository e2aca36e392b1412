// Constants, keys and words of issue 32 (edition, topics, inbox) for the services and the browser
// alike: this module imports nothing, so a screen that uses them does not bring zod along
// (browser-modules.test.ts).

export const TOPIC_KINDS = ['keyword', 'person', 'place', 'organisation'] as const;
export const MUTE_DURATIONS = ['24h', '7d', '30d', 'forever'] as const;

export const TOPIC_LABEL_MIN = 2;
export const TOPIC_LABEL_MAX = 60;
/** Follows and mutes per reader. */
export const TOPICS_MAX = 100;

const HOUR_MS = 3_600_000;
/** A mute's length in ms; null is for good. */
export const MUTE_DURATION_MS: Record<(typeof MUTE_DURATIONS)[number], number | null> = { '24h': 24 * HOUR_MS, '7d': 7 * 24 * HOUR_MS, '30d': 30 * 24 * HOUR_MS, forever: null };

export const MUTE_DURATION_LABELS: Record<(typeof MUTE_DURATIONS)[number], string> = { '24h': 'For 24 hours', '7d': 'For 7 days', '30d': 'For 30 days', forever: 'For good' };

/** Folds a label for matching: lower case, no accents, words separated by one space. */
export function foldTopic(label: string): string {
  return label
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['\u2019]s\b/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The key a topic is stored and matched by. A person is keyed by their last name, as svc-news
 * keys the entities it finds in articles (story/entities.ts): "Mara Lindqvist" → `person:lindqvist`.
 */
export function topicKey(kind: (typeof TOPIC_KINDS)[number], label: string): string {
  const folded = foldTopic(label).replace(/^the /, '');
  if (kind === 'person') return `person:${folded.split(' ').pop() ?? folded}`;
  return `${kind}:${folded}`;
}

/** The edition day starts at this hour, local time: the next edition is due then. */
export const EDITION_HOUR = 6;
export const EDITION_MIN = 10;
export const EDITION_MAX = 15;
/** At most this many stories of one outlet in an edition. */
export const EDITION_MAX_PER_SOURCE = 2;

/** The inbox reaches back this many days, and lists at most INBOX_MAX stories. */
export const INBOX_DAYS = 7;
export const INBOX_MAX = 30;
/** A followed story this recent is breaking: the service worker may announce it. */
export const BREAKING_WINDOW_MS = 3 * HOUR_MS;

export const EDITION_TEXTS = {
  tab: 'Today',
  feedTab: 'For you',
  heading: "Today's edition",
  caughtUp: "You're all caught up",
  empty: 'No stories for today yet',
  error: "Failed to load today's edition",
  offline: "You're offline and today's edition isn't saved on this device yet",
} as const;

/** "3 of 12 read". */
export function editionProgressText(read: number, total: number): string {
  return `${read} of ${total} read`;
}

/** "The next edition arrives at 06:00 tomorrow", in the reader's locale and time zone. */
export function nextEditionText(nextAt: Date, now: Date, timeZone?: string): string {
  const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', timeZone }).format(nextAt);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const when = day.format(nextAt) === day.format(now) ? 'today' : 'tomorrow';
  return `The next edition arrives at ${time} ${when}`;
}

export const INBOX_TEXTS = {
  bell: 'Inbox',
  heading: 'New on topics you follow',
  empty: 'Nothing new on topics you follow',
  noTopics: 'Follow a person, place or keyword to see new stories about it here',
  error: 'Failed to load your inbox',
  enableAlerts: 'Alert me to breaking stories',
} as const;

/** The bell's accessible name: "Inbox, 3 unread". */
export function bellLabel(unread: number): string {
  return unread > 0 ? `${INBOX_TEXTS.bell}, ${unread} unread` : INBOX_TEXTS.bell;
}
