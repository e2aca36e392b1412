// What each NATS client may publish and subscribe to: one table, rendered into docker-compose's
// nats/nats-server.conf and into the embedded default's config (scripts/nats-conf.ts), so both run
// the same users with the same allow-lists. Each client gets exactly the subjects, streams,
// consumers and KV buckets its code uses; nothing else is reachable with its password. The names
// below are the code's: test/security/nats-permissions.test.ts checks them against the constants
// in contracts, service-kit and the services, and each rule on the real server;
// nats-permissions-stack.test.ts runs the whole product under these users. This file imports
// nothing of the workspaces: `npm start` reads it before anything is built.

export const NATS_CLIENTS = ['svc-auth', 'svc-news', 'svc-tracking', 'gateway'] as const;
export type NatsClient = (typeof NATS_CLIENTS)[number];
export type NatsService = Exclude<NatsClient, 'gateway'>;

/** The names a deployment's configuration decides: durable consumers, subjects and rate-limit keys carry them. */
export interface NatsNames {
  /** Each service's MONGO_DB. */
  databases: Record<NatsService, string>;
  /** CONSUMER_PREFIX of svc-news and svc-tracking. */
  consumerPrefixes: Record<'svc-news' | 'svc-tracking', string>;
  /** ARTICLES_RPC_SUBJECT, the same in svc-news and svc-tracking. */
  articlesRpcSubject: string;
  /** The rate-limit windows (ms) each client counts in: one KV bucket per window length. */
  rateLimitWindowsMs: Record<NatsClient, number[]>;
}

// The code's names (contracts/src/events, service-kit, the services; checked by the test).
export const STREAM = { users: 'USERS', engagement: 'ENGAGEMENT', articles: 'ARTICLES', intake: 'TRACKING_EVENTS' } as const;
export const SUBJECTS = {
  userEvents: ['user.registered', 'user.preferences.updated', 'user.deleted'],
  userDeleted: 'user.deleted',
  engagementEvents: ['engagement.viewed', 'engagement.read', 'engagement.time'],
  articleEvents: ['article.published', 'article.removed'],
  articleRemoved: 'article.removed',
} as const;
export const REVOCATIONS_BUCKET = 'tidings_session_revocations';
export const RATE_LIMIT_SLOTS_BUCKET = 'rate_limit_slots';
export const GATEWAY_LIMIT_NAMESPACE = 'tidings-gateway';
export const rateLimitBucket = (windowMs: number) => `rate_limits_${windowMs}ms`;

/** How the services make a name into one subject token (service-kit and svc-tracking alike). */
export const token = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '_');
/** Each user's reply subjects (NatsBus sets the connection's inbox prefix to it): nobody reads another's replies. */
export const inboxPrefix = (user: string) => `_INBOX.${token(user)}`;

/** The durable consumers each service owns, per stream: its instances share them, nobody else may touch them. */
export function durables(names: NatsNames): Record<NatsService, Array<{ stream: string; name: string }>> {
  const userDeleted = (service: NatsService) => ({ stream: STREAM.users, name: `user-deleted-${token(names.databases[service])}` });
  return {
    'svc-auth': [userDeleted('svc-auth')],
    'svc-news': [
      userDeleted('svc-news'),
      { stream: STREAM.users, name: `${names.consumerPrefixes['svc-news']}-users` },
      { stream: STREAM.engagement, name: `${names.consumerPrefixes['svc-news']}-engagement` },
    ],
    'svc-tracking': [
      userDeleted('svc-tracking'),
      { stream: STREAM.articles, name: `${names.consumerPrefixes['svc-tracking']}-articles` },
      { stream: STREAM.intake, name: `tracking-events-${token(names.databases['svc-tracking'])}` },
    ],
  };
}

/** One reason and what it needs; the rendered config keeps the reason as a comment. */
export interface Grant {
  why: string;
  publish?: string[];
  subscribe?: string[];
}

export interface ClientPermissions {
  grants: Grant[];
  /** Never allowed, whatever a wildcard grant matches (other services' durable consumers). */
  denyPublish: string[];
  /** Answering requests: the reply subject of each message received may be published to, once. */
  allowResponses: boolean;
}

const api = (path: string) => `$JS.API.${path}`;

function ensureStreams(streams: string[], reason: string): Grant {
  return { why: `streams it makes if missing (JetStream refuses to change one that exists): ${streams.join(', ')} (${reason})`, publish: streams.flatMap((s) => [api(`STREAM.INFO.${s}`), api(`STREAM.CREATE.${s}`)]) };
}

function durableGrant(list: Array<{ stream: string; name: string }>): Grant {
  return {
    why: `its durable consumers: ${list.map((d) => `${d.stream}/${d.name}`).join(', ')}`,
    publish: list.flatMap(({ stream, name }) => [
      api(`CONSUMER.INFO.${stream}.${name}`),
      api(`CONSUMER.DURABLE.CREATE.${stream}.${name}`),
      api(`CONSUMER.MSG.NEXT.${stream}.${name}`),
      `$JS.ACK.${stream}.${name}.>`,
    ]),
  };
}

/** Every verifier watches the revoked sessions (an ordered push consumer on the bucket's stream). */
function watchRevocations(): Grant {
  const stream = `KV_${REVOCATIONS_BUCKET}`;
  return {
    why: `watching the revoked sessions (KV ${REVOCATIONS_BUCKET}, read only)`,
    publish: [api(`STREAM.INFO.${stream}`), api(`CONSUMER.CREATE.${stream}.>`), api(`CONSUMER.INFO.${stream}.*`), api(`CONSUMER.DELETE.${stream}.*`), `$JS.FC.${stream}.>`],
  };
}

/** Counters (and slots) in the shared rate-limit buckets, only under the client's own key prefix. */
function rateLimits(buckets: string[], namespace: string): Grant {
  const ns = token(namespace);
  return {
    why: `its rate limits (counters, slots): keys ${ns}.* in ${buckets.join(', ')}`,
    publish: buckets.flatMap((bucket) => [
      api(`STREAM.INFO.KV_${bucket}`),
      api(`STREAM.CREATE.KV_${bucket}`),
      `$KV.${bucket}.${ns}.>`,
      api(`DIRECT.GET.KV_${bucket}.$KV.${bucket}.${ns}.>`),
    ]),
  };
}

function inbox(client: NatsClient): Grant {
  return { why: 'replies to its own requests, JetStream acknowledgements and deliveries', subscribe: [`${inboxPrefix(client)}.>`] };
}

const JETSTREAM: Grant = { why: 'JetStream is there (asked before any JetStream call)', publish: [api('INFO')] };

function windows(names: NatsNames, client: NatsClient): string[] {
  return [...new Set(names.rateLimitWindowsMs[client])].sort((a, b) => a - b).map(rateLimitBucket);
}

/** The allow-lists of every client for a deployment's names. */
export function natsPermissions(names: NatsNames): Record<NatsClient, ClientPermissions> {
  const owned = durables(names);
  const db = names.databases;
  const rpc = names.articlesRpcSubject;
  const intakeUsers = `tracking.events.${token(db['svc-tracking'])}.*`;
  // Wildcard consumer grants (per-instance ordered consumers are named at random) must not reach
  // another service's durable consumer on that stream: reading it would steal its messages, and a
  // consumer create under its name would change its filter.
  const othersDurables = (self: NatsService, stream: string) =>
    (Object.entries(owned) as Array<[NatsService, Array<{ stream: string; name: string }>]>)
      .filter(([service]) => service !== self)
      .flatMap(([, list]) => list.filter((d) => d.stream === stream))
      .flatMap(({ name }) => [api(`CONSUMER.*.${stream}.${name}`), api(`CONSUMER.*.${stream}.${name}.>`), api(`CONSUMER.MSG.NEXT.${stream}.${name}`), `$JS.ACK.${stream}.${name}.>`]);

  return {
    'svc-auth': {
      grants: [
        JETSTREAM,
        ensureStreams([STREAM.users], 'it publishes the user events'),
        { why: 'the user events (through its outbox)', publish: [...SUBJECTS.userEvents] },
        {
          why: `revoking sessions: it alone makes and writes the bucket ${REVOCATIONS_BUCKET} (keys jti.<id>, user.<id>)`,
          publish: [api(`STREAM.CREATE.KV_${REVOCATIONS_BUCKET}`), `$KV.${REVOCATIONS_BUCKET}.jti.*`, `$KV.${REVOCATIONS_BUCKET}.user.*`],
        },
        watchRevocations(),
        durableGrant(owned['svc-auth']),
        // The slots: one login at a time on an account being guessed at (session/attempt-limits.ts).
        rateLimits([...windows(names, 'svc-auth'), RATE_LIMIT_SLOTS_BUCKET], db['svc-auth']),
        inbox('svc-auth'),
      ],
      denyPublish: [],
      allowResponses: false,
    },
    'svc-news': {
      grants: [
        JETSTREAM,
        ensureStreams([STREAM.users, STREAM.engagement, STREAM.articles], 'it consumes the first two, publishes the articles'),
        { why: 'the article events (through its outbox)', publish: [...SUBJECTS.articleEvents] },
        watchRevocations(),
        durableGrant(owned['svc-news']),
        {
          why: `each instance's ordered consumer of ${SUBJECTS.userDeleted} (forgets a deleted user in memory; named at random)`,
          publish: [
            api(`CONSUMER.CREATE.${STREAM.users}.*.${SUBJECTS.userDeleted}`),
            api(`CONSUMER.MSG.NEXT.${STREAM.users}.*`),
            api(`CONSUMER.INFO.${STREAM.users}.*`),
            api(`CONSUMER.DELETE.${STREAM.users}.*`),
          ],
        },
        { why: 'the feed caches of its instances in step (core NATS broadcast)', publish: [`svc-news.cache.${token(db['svc-news'])}`], subscribe: [`svc-news.cache.${token(db['svc-news'])}`] },
        { why: "answering svc-tracking's article look-ups (the answer goes to the asker's reply subject: allow_responses)", subscribe: [`${rpc}.lookup`, `${rpc}.ids`] },
        rateLimits(windows(names, 'svc-news'), db['svc-news']),
        inbox('svc-news'),
      ],
      denyPublish: othersDurables('svc-news', STREAM.users),
      allowResponses: true,
    },
    'svc-tracking': {
      grants: [
        JETSTREAM,
        ensureStreams([STREAM.engagement, STREAM.articles, STREAM.users, STREAM.intake], 'it publishes the first, consumes the next two, owns the intake'),
        { why: `its event intake ${STREAM.intake}: settings brought in line at start, a deleted user's events not stored yet purged`, publish: [api(`STREAM.UPDATE.${STREAM.intake}`), api(`STREAM.PURGE.${STREAM.intake}`)] },
        { why: 'the engagement events (through its outbox) and the accepted event batches (one subject per user)', publish: [...SUBJECTS.engagementEvents, intakeUsers] },
        watchRevocations(),
        durableGrant(owned['svc-tracking']),
        { why: 'forgetting removed articles at once (core subscription beside its durable consumer)', subscribe: [SUBJECTS.articleRemoved] },
        { why: 'asking svc-news whether articles exist', publish: [`${rpc}.lookup`, `${rpc}.ids`] },
        rateLimits(windows(names, 'svc-tracking'), db['svc-tracking']),
        inbox('svc-tracking'),
      ],
      denyPublish: [],
      allowResponses: false,
    },
    gateway: {
      // The slots: at most one data export of a user at a time, and a few in all (routes/user-export-slots.ts).
      grants: [JETSTREAM, watchRevocations(), rateLimits([...windows(names, 'gateway'), RATE_LIMIT_SLOTS_BUCKET], GATEWAY_LIMIT_NAMESPACE), inbox('gateway')],
      denyPublish: [],
      allowResponses: false,
    },
  };
}

// The services' defaults (their config.ts), for docker-compose and an `npm start` that sets none.
const DEFAULT_DATABASES: Record<NatsService, string> = { 'svc-auth': 'tidings-auth', 'svc-news': 'tidings-news', 'svc-tracking': 'tidings-tracking' };
const DEFAULT_WINDOWS = { AUTH_RATE_LIMIT_WINDOW: '1 minute', AUTH_FAILED_LOGIN_WINDOW: '15 minutes', USER_RATE_LIMIT_WINDOW: '1 minute', VITALS_RATE_LIMIT_WINDOW: '1 minute' };
/** Windows no variable sets: svc-tracking's per-user event budget, per minute and per day (events/event-budget.ts). */
const EVENT_BUDGET_WINDOWS_MS = [60_000, 86_400_000];

/**
 * A duration as the services' `durationVar` reads it (`90s`, `15 minutes`, a bare number is
 * seconds); undefined when it is none (the service then refuses to start anyway).
 */
export function durationMs(value: string): number | undefined {
  const match = /^(\d+)\s*(ms|s|sec|secs|seconds?|m|min|mins|minutes?|h|hours?|d|days?)?$/i.exec(value.trim());
  if (!match) return undefined;
  const unit = (match[2] ?? 's').toLowerCase();
  const factor = unit === 'ms' ? 1 : unit.startsWith('mi') || unit === 'm' ? 60_000 : ({ s: 1000, h: 3_600_000, d: 86_400_000 } as Record<string, number>)[unit.charAt(0)]!;
  return Number(match[1]) * factor;
}

/**
 * The names every service derives from one environment, as `npm start` gives the same variables
 * to all of them: MONGO_DB and CONSUMER_PREFIX, when set, are every service's.
 */
export function natsNamesFromEnv(env: NodeJS.ProcessEnv = {}): NatsNames {
  const window = (name: keyof typeof DEFAULT_WINDOWS) => durationMs(env[name] || DEFAULT_WINDOWS[name]) ?? durationMs(DEFAULT_WINDOWS[name])!;
  const database = (service: NatsService) => env.MONGO_DB || DEFAULT_DATABASES[service];
  const user = window('USER_RATE_LIMIT_WINDOW');
  return {
    databases: { 'svc-auth': database('svc-auth'), 'svc-news': database('svc-news'), 'svc-tracking': database('svc-tracking') },
    consumerPrefixes: { 'svc-news': env.CONSUMER_PREFIX || 'svc-news', 'svc-tracking': env.CONSUMER_PREFIX || 'svc-tracking' },
    articlesRpcSubject: env.ARTICLES_RPC_SUBJECT || 'news.articles',
    rateLimitWindowsMs: {
      'svc-auth': [window('AUTH_RATE_LIMIT_WINDOW'), window('AUTH_FAILED_LOGIN_WINDOW'), user],
      'svc-news': [user],
      'svc-tracking': [user, ...EVENT_BUDGET_WINDOWS_MS],
      gateway: [window('VITALS_RATE_LIMIT_WINDOW')],
    },
  };
}

/** docker-compose's names: every service's defaults. */
export const DEFAULT_NATS_NAMES: NatsNames = natsNamesFromEnv({});
