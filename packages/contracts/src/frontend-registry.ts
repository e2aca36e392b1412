// The one registry of what crosses frontend boundaries: each remote's Module Federation name, the
// folder it is built in and served from (`/mf/<folder>/`), the modules it exposes, and the
// react-query keys more than one app reads or invalidates. The shell's routes, each remote's
// Rspack config, the gateway's remote list and the manifest contract test all read it, so a name
// is written once.

/**
 * `exposes` is the contract the shell relies on. `live: false` marks a remote whose screens have
 * not landed yet: it still deploys a container (the shell shows its fallback), exposing nothing.
 * What a remote asks to start before its slot renders is its entry in remote-early-start.ts.
 */
export const REMOTES = {
  mf_feed: { folder: 'mf-feed', live: true, exposes: ['FeedPage', 'ArticleReader', 'StoryPage'] },
  mf_discover: { folder: 'mf-discover', live: true, exposes: ['DiscoverPage'] },
  mf_profile: { folder: 'mf-profile', live: true, exposes: ['ProfilePage', 'BookmarksPage'] },
  mf_onboarding: { folder: 'mf-onboarding', live: true, exposes: ['OnboardingApp'] },
} as const;

export type RemoteName = keyof typeof REMOTES;
export type ExposedModule<R extends RemoteName> = (typeof REMOTES)[R]['exposes'][number];
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** The gateway's list of deployed remotes, which the shell registers at start. */
export const REMOTES_LIST_PATH = '/mf/remotes.json';

/** `mf_feed/ArticleReader`: the id `loadRemote()` takes. */
export function remoteModuleId<R extends RemoteName>(remote: R, module: ExposedModule<R>): string {
  return `${remote}/${module}`;
}

/**
 * Query keys shared across apps. The first element is the GET URL (the query client's default
 * query function fetches it, spec section 7), so a key names exactly the data it holds.
 */
export const QUERY_KEYS = {
  user: ['/api/user'],
  /** The personalised feed; its fetcher appends the spec's `?{timestamp}`. */
  feed: ['/api/news/filtered'],
  streak: ['/api/user/streak'],
  newsList: ['/api/news'],
  article: (id: string) => [`/api/news/${encodeURIComponent(id)}`],
  related: (id: string) => [`/api/news/${encodeURIComponent(id)}/related`],
  /** The full coverage of the story of article `id` (`/story/{id}`); kept offline with the article. */
  story: (id: string) => [`/api/news/${encodeURIComponent(id)}/story`],
  /** The reader's insights; also fetched ahead for bookmarks by web-kit's offline layer. */
  summary: (id: string) => [`/api/news/${encodeURIComponent(id)}/summary`],
  sentiment: (id: string) => [`/api/news/${encodeURIComponent(id)}/sentiment`],
  reaction: (id: string) => [`/api/news/${encodeURIComponent(id)}/reaction`],
  bookmarks: (userId: string) => [`/api/bookmarks/${encodeURIComponent(userId)}`],
  bookmarkCheck: (id: string) => [`/api/bookmarks/check/${encodeURIComponent(id)}`],
  /** The suggested people to follow: read by onboarding and the profile. */
  personalities: ['/api/personalities'],
  /** Today's edition (issue 32): the feed's Today tab reads it; a follow or mute anywhere invalidates it. */
  edition: ['/api/edition'],
  /** The reader's follows and mutes as `Topic[]` (GET /api/topics's `topics`): the reader, the profile and the inbox share it. */
  topics: ['/api/topics'],
  /** The inbox of followed topics: the shell's bell reads it; a follow or mute anywhere invalidates it. */
  inbox: ['/api/inbox'],
} as const;

/** Every cached bookmark list and check: what a bookmark toggle anywhere invalidates. */
export const BOOKMARK_KEY_PREFIX = '/api/bookmarks';

/**
 * The spec's freshness (section 9) for the keys above, beside them: each endpoint's queryOptions
 * takes its numbers from here. Keys not named keep the QueryClient's defaults (no retries, always
 * stale, cache lifetime 0). Here rather than in web-kit: a constant read from a web-kit module the
 * shell does not load would cost the feed's first card a chunk of its own.
 */
export const QUERY_FRESHNESS = {
  /** Search results are fresh for 30 s. */
  searchMs: 30_000,
  /** The article list is fresh for 60 s. */
  newsListMs: 60_000,
  /** Bookmarks — the list and each article's check — are fresh for 30 s. */
  bookmarksMs: 30_000,
  /** The streak is polled every 5 s and never considered fresh. */
  streakPollMs: 5000,
  /** The signed-in user: changed only by login, logout and preference saves, which refresh it. */
  userMs: 60_000,
  /**
   * Not in the spec: the suggested personalities are a fixed catalogue, so the profile's editor
   * opens again at once instead of refetching it (an existing, deliberate choice).
   */
  catalogueMs: 5 * 60_000,
} as const;
