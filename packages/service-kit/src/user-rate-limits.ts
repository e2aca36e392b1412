import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CommonErrors } from './errors.js';
import { RateLimiter, type LimitRule } from './rate-limit.js';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The per-user budgets, each per user per window (`USER_RATE_LIMIT_*` in serviceEnv). */
export interface UserRateLimitOptions {
  windowMs: number;
  /**
   * Event batches (`POST /api/events/batch`), counted before the body is read: the client flushes
   * its buffer every few seconds. What the batches hold, events and bytes, svc-tracking budgets
   * itself once the body is read (its event-budget.ts).
   */
  events: number;
  /** Every other write: engagement, reads, bookmarks, reactions, sessions, preferences. */
  writes: number;
  search: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The service's shared limiter (NATS KV, per-process fallback); svc-auth counts attempts with it. */
    rateLimiter: RateLimiter;
    /**
     * `onRequest` hooks that count a call against the signed-in user's budget (an access token's
     * own budget for a call made with one: see budgetKeyOf); list them after
     * `app.authenticate`, e.g. `onRequest: [app.authenticate, app.userLimits.writes]`. Over the
     * budget: 429 `RATE_LIMITED` with `Retry-After`, before the body is read.
     */
    userLimits: Record<'events' | 'writes' | 'search', Hook>;
  }
}

/** Reads `USER_RATE_LIMIT_*` from a parsed serviceEnv. */
export function userRateLimitsFrom(config: {
  USER_RATE_LIMIT_WINDOW: number;
  USER_RATE_LIMIT_EVENTS: number;
  USER_RATE_LIMIT_WRITES: number;
  USER_RATE_LIMIT_SEARCH: number;
}): UserRateLimitOptions {
  return {
    windowMs: config.USER_RATE_LIMIT_WINDOW,
    events: config.USER_RATE_LIMIT_EVENTS,
    writes: config.USER_RATE_LIMIT_WRITES,
    search: config.USER_RATE_LIMIT_SEARCH,
  };
}

export const USER_RATE_LIMIT_DEFAULTS: UserRateLimitOptions = { windowMs: 60_000, events: 600, writes: 600, search: 300 };

/**
 * Whose budget a call spends: a personal access token has its own (`tok:<id>`, the same size as a
 * user's), so a runaway script spends its token's budget, not the user's browser's.
 */
export function budgetKeyOf(request: Pick<FastifyRequest, 'userId' | 'tokenId'>): string {
  return request.tokenId ? `tok:${request.tokenId}` : request.userId;
}

/** Answers 429 with Retry-After when the verdict says no; the one way every limit here refuses. */
export function refuse(reply: FastifyReply, retryAfterSeconds: number): never {
  reply.header('retry-after', String(retryAfterSeconds));
  throw new CommonErrors.RateLimited(retryAfterSeconds);
}

export const userRateLimitsPlugin = fp<{ namespace: string; limits?: UserRateLimitOptions }>(
  async (app: FastifyInstance, options) => {
    const limiter = new RateLimiter(app.bus, options.namespace, app.log, Date.now, app.metrics);
    app.addHook('onClose', async () => limiter.close());
    app.decorate('rateLimiter', limiter);

    const limits = options.limits ?? USER_RATE_LIMIT_DEFAULTS;
    const hook = (name: 'events' | 'writes' | 'search'): Hook => {
      const rule: LimitRule = { name: `user-${name}`, max: limits[name], windowMs: limits.windowMs };
      return async (request, reply) => {
        // Only after authenticate; an anonymous call has no budget of its own to spend.
        if (!request.userId) return;
        const verdict = await limiter.hit(rule, budgetKeyOf(request));
        if (!verdict.allowed) refuse(reply, verdict.retryAfterSeconds);
      };
    };
    app.decorate('userLimits', { events: hook('events'), writes: hook('writes'), search: hook('search') });
  },
  { name: 'tidings-user-rate-limits', dependencies: ['tidings-nats'] },
);
